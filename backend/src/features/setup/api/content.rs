//! `/setup/tnc`, `/setup/greeting`, `/setup/faq`: content per tier. HQ and staff with "post
//! content" write; an agent reads only the items of their own tier and of every tier.

use super::required;
use crate::http::auth::{grant, StaffAuth};
use crate::http::text::Text;
use crate::{
    features::setup::store::{self, Content},
    http::tags::ApiTags,
    http::{
        auth::{CurrentUser, UserAuth},
        ok, ok_with, ApiError, ApiResult, FieldErrors,
    },
    i18n::Msg,
};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Terms {
    #[oai(nullable)]
    pub id: Option<i64>,
    /// null: every tier.
    #[oai(nullable)]
    pub tier_id: Option<i64>,
    #[oai(nullable, read_only)]
    pub tier_name: Option<Text>,
    pub content: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Greeting {
    #[oai(nullable)]
    pub id: Option<i64>,
    #[oai(nullable)]
    pub tier_id: Option<i64>,
    #[oai(nullable, read_only)]
    pub tier_name: Option<Text>,
    pub subject: Text,
    pub detail: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Faq {
    #[oai(nullable)]
    pub id: Option<i64>,
    #[oai(nullable)]
    pub tier_id: Option<i64>,
    #[oai(nullable, read_only)]
    pub tier_name: Option<Text>,
    pub question: Text,
    pub answer: Text,
}

async fn list(user: &CurrentUser, kind: Content) -> Result<Vec<store::ContentRow>, ApiError> {
    let only = if user.is_hq_side() {
        None
    } else {
        Some(user.tier_id)
    };
    let mut db = user.db().await?;
    Ok(store::content(&mut db, kind, only).await?)
}

async fn save(
    user: &CurrentUser,
    kind: Content,
    id: Option<i64>,
    tier: Option<i64>,
    first: (&str, &str),
    second: Option<(&str, &str)>,
) -> Result<(), ApiError> {
    let mut e = FieldErrors::default();
    let a = required(&mut e, first.0, first.1, 5000);
    let b = second.map(|(field, v)| required(&mut e, field, v, 20000));
    e.finish()?;
    let mut db = user.db().await?;
    if let Some(t) = tier {
        if !store::tier_exists(&mut db, t).await? {
            return Err(ApiError::field("tierId", Msg::UnknownTier));
        }
    }
    store::save_content(&mut db, kind, id, tier, &a, b.as_deref())
        .await?
        .ok_or_else(ApiError::not_found)?;
    Ok(())
}

async fn delete(user: &CurrentUser, kind: Content, id: i64) -> Result<(), ApiError> {
    let mut db = user.db().await?;
    if store::delete_content(&mut db, kind, id).await? == 0 {
        return Err(ApiError::not_found());
    }
    Ok(())
}

fn terms(r: store::ContentRow) -> Terms {
    Terms {
        id: Some(r.id),
        tier_id: r.tier_id,
        tier_name: r.tier_name.map(Text::from),
        content: r.first.into(),
    }
}

fn greeting(r: store::ContentRow) -> Greeting {
    Greeting {
        id: Some(r.id),
        tier_id: r.tier_id,
        tier_name: r.tier_name.map(Text::from),
        subject: r.first.into(),
        detail: r.second.unwrap_or_default().into(),
    }
}

fn faq(r: store::ContentRow) -> Faq {
    Faq {
        id: Some(r.id),
        tier_id: r.tier_id,
        tier_name: r.tier_name.map(Text::from),
        question: r.first.into(),
        answer: r.second.unwrap_or_default().into(),
    }
}

pub struct ContentApi;

#[OpenApi(prefix_path = "/setup", tag = "ApiTags::Setup")]
impl ContentApi {
    /// Terms and conditions (an agent sees their tier's and every tier's).
    #[oai(path = "/tnc", method = "get")]
    async fn tnc(&self, auth: UserAuth) -> ApiResult<Vec<Terms>> {
        ok(list(&auth.0, Content::Terms)
            .await?
            .into_iter()
            .map(terms)
            .collect())
    }

    #[oai(path = "/tnc/store", method = "post")]
    async fn tnc_store(
        &self,
        auth: StaffAuth<grant::PostContent>,
        body: Json<Terms>,
    ) -> ApiResult<Vec<Terms>> {
        let b = &body.0;
        save(
            &auth.0,
            Content::Terms,
            b.id,
            b.tier_id,
            ("content", &b.content),
            None,
        )
        .await?;
        ok_with(
            Msg::Saved,
            list(&auth.0, Content::Terms)
                .await?
                .into_iter()
                .map(terms)
                .collect(),
        )
    }

    #[oai(path = "/tnc/delete", method = "delete")]
    async fn tnc_delete(
        &self,
        auth: StaffAuth<grant::PostContent>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<Terms>> {
        delete(&auth.0, Content::Terms, id.0).await?;
        ok_with(
            Msg::Saved,
            list(&auth.0, Content::Terms)
                .await?
                .into_iter()
                .map(terms)
                .collect(),
        )
    }

    /// Greetings (subject and detail) per tier.
    #[oai(path = "/greeting", method = "get")]
    async fn greeting(&self, auth: UserAuth) -> ApiResult<Vec<Greeting>> {
        ok(list(&auth.0, Content::Greetings)
            .await?
            .into_iter()
            .map(greeting)
            .collect())
    }

    #[oai(path = "/greeting/store", method = "post")]
    async fn greeting_store(
        &self,
        auth: StaffAuth<grant::PostContent>,
        body: Json<Greeting>,
    ) -> ApiResult<Vec<Greeting>> {
        let b = &body.0;
        save(
            &auth.0,
            Content::Greetings,
            b.id,
            b.tier_id,
            ("subject", &b.subject),
            Some(("detail", &b.detail)),
        )
        .await?;
        ok_with(
            Msg::Saved,
            list(&auth.0, Content::Greetings)
                .await?
                .into_iter()
                .map(greeting)
                .collect(),
        )
    }

    #[oai(path = "/greeting/delete", method = "delete")]
    async fn greeting_delete(
        &self,
        auth: StaffAuth<grant::PostContent>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<Greeting>> {
        delete(&auth.0, Content::Greetings, id.0).await?;
        ok_with(
            Msg::Saved,
            list(&auth.0, Content::Greetings)
                .await?
                .into_iter()
                .map(greeting)
                .collect(),
        )
    }

    /// Frequently asked questions per tier.
    #[oai(path = "/faq", method = "get")]
    async fn faq(&self, auth: UserAuth) -> ApiResult<Vec<Faq>> {
        ok(list(&auth.0, Content::Faqs)
            .await?
            .into_iter()
            .map(faq)
            .collect())
    }

    #[oai(path = "/faq/store", method = "post")]
    async fn faq_store(
        &self,
        auth: StaffAuth<grant::PostContent>,
        body: Json<Faq>,
    ) -> ApiResult<Vec<Faq>> {
        let b = &body.0;
        save(
            &auth.0,
            Content::Faqs,
            b.id,
            b.tier_id,
            ("question", &b.question),
            Some(("answer", &b.answer)),
        )
        .await?;
        ok_with(
            Msg::Saved,
            list(&auth.0, Content::Faqs)
                .await?
                .into_iter()
                .map(faq)
                .collect(),
        )
    }

    #[oai(path = "/faq/delete", method = "delete")]
    async fn faq_delete(
        &self,
        auth: StaffAuth<grant::PostContent>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<Faq>> {
        delete(&auth.0, Content::Faqs, id.0).await?;
        ok_with(
            Msg::Saved,
            list(&auth.0, Content::Faqs)
                .await?
                .into_iter()
                .map(faq)
                .collect(),
        )
    }
}
