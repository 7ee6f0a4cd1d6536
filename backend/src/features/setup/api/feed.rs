//! `/setup/hof` (hall of fame) and `/setup/news-feed`. Every signed-in user reads them; HQ and
//! staff with "set up hall of fame" or "post content" write them.

use super::{required, text};
use crate::http::auth::{grant, StaffAuth};
use crate::{
    features::setup::{rules, store},
    http::{
        auth::{CurrentUser, UserAuth},
        ok, ok_with, ApiError, ApiResult, FieldErrors,
    },
    i18n::{t, Msg},
    media,
    {http::tags::ApiTags, state::AppState},
};
use chrono::{DateTime, NaiveDate, Utc};
use poem::web::Data;
use poem_openapi::{
    param::Query, payload::Json, types::multipart::Upload, Multipart, Object, OpenApi,
};
use std::sync::Arc;

/// Images and files here are at most 5 MB.
const MAX_FILE: usize = 5 * 1024 * 1024;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Honour {
    pub id: i64,
    pub title: String,
    /// YYYY-MM-DD
    pub date: NaiveDate,
    pub user_name: String,
    pub achievement: String,
    #[oai(nullable)]
    pub image_url: Option<String>,
}

#[derive(Multipart)]
pub struct HonourForm {
    /// Leave out to add an entry.
    pub id: Option<i64>,
    pub title: String,
    /// YYYY-MM-DD
    pub date: String,
    #[oai(rename = "userName")]
    pub user_name: String,
    pub achievement: String,
    /// JPEG or PNG, at most 5 MB.
    pub image: Option<Upload>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct NewsItem {
    pub id: i64,
    pub pinned: bool,
    pub subject: String,
    pub content: String,
    #[oai(nullable)]
    pub file_url: Option<String>,
    #[oai(nullable)]
    pub file_name: Option<String>,
    /// A YouTube video id.
    #[oai(nullable)]
    pub video_id: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[derive(Multipart)]
pub struct NewsForm {
    /// Leave out to post a new item.
    pub id: Option<i64>,
    pub subject: String,
    pub content: String,
    /// A YouTube id or link.
    #[oai(rename = "videoId")]
    pub video_id: Option<String>,
    /// Pin a new item at the top.
    pub pin: Option<bool>,
    /// JPEG, PNG or PDF, at most 5 MB.
    pub file: Option<Upload>,
}

#[derive(Object)]
pub struct PinRequest {
    pub id: i64,
    pub pin: bool,
}

fn honour(r: store::HonourRow) -> Honour {
    Honour {
        id: r.id,
        title: r.title,
        date: r.award_date,
        user_name: r.user_name,
        achievement: r.achievement,
        image_url: r.image_key.as_deref().map(media::url),
    }
}

fn news_item(r: store::NewsRow) -> NewsItem {
    NewsItem {
        id: r.id,
        pinned: r.pinned,
        subject: r.subject,
        content: r.content,
        file_url: r.file_key.as_deref().map(media::url),
        file_name: r.file_name,
        video_id: r.video_id,
        created_at: r.created_at,
    }
}

/// Reads an optional upload: size and type checked before anything is stored.
async fn checked(
    upload: Option<Upload>,
    images_only: bool,
) -> Result<Option<(Vec<u8>, rules::FileKind, Option<String>)>, ApiError> {
    let Some(upload) = upload else {
        return Ok(None);
    };
    if upload.size() > MAX_FILE {
        return Err(ApiError::too_large());
    }
    let name = upload
        .file_name()
        .map(|n| n.chars().take(120).collect::<String>());
    let bytes = upload.into_vec().await.map_err(ApiError::internal)?;
    match rules::sniff_file(&bytes) {
        Some(rules::FileKind::Pdf) if images_only => Err(ApiError::unsupported_image()),
        Some(kind) => Ok(Some((bytes, kind, name))),
        None if images_only => Err(ApiError::unsupported_image()),
        None => Err(ApiError::field("file", Msg::UnsupportedFile)),
    }
}

async fn store_file(
    state: &AppState,
    user: &CurrentUser,
    file: &(Vec<u8>, rules::FileKind, Option<String>),
) -> Result<String, ApiError> {
    media::save(
        &state.config.upload_dir,
        &user.tenant.company.schema_name,
        file.1.extension(),
        &file.0,
    )
    .await
}

fn forget_file(state: &AppState, user: &CurrentUser, replaced: Option<String>) {
    if let Some(key) = replaced {
        media::remove_later(
            &state.config.upload_dir,
            &user.tenant.company.schema_name,
            &key,
        );
    }
}

pub struct FeedApi;

#[OpenApi(prefix_path = "/setup", tag = "ApiTags::Setup")]
impl FeedApi {
    /// The hall of fame, newest first.
    #[oai(path = "/hof", method = "get")]
    async fn hof(&self, auth: UserAuth) -> ApiResult<Vec<Honour>> {
        let mut db = auth.db().await?;
        ok(store::honours(&mut db)
            .await?
            .into_iter()
            .map(honour)
            .collect())
    }

    /// Adds (no id) or edits an entry of the hall of fame (form fields; the image is optional).
    #[oai(path = "/hof/store", method = "post")]
    async fn hof_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::SetupHallOfFame>,
        form: HonourForm,
    ) -> ApiResult<Vec<Honour>> {
        let user = &auth.0;
        let mut e = FieldErrors::default();
        let row = store::HonourRow {
            id: 0,
            title: required(&mut e, "title", &form.title, 120),
            award_date: NaiveDate::parse_from_str(form.date.trim(), "%Y-%m-%d").unwrap_or_else(
                |_| {
                    e.add("date", t(Msg::InvalidDate));
                    NaiveDate::MIN
                },
            ),
            user_name: required(&mut e, "userName", &form.user_name, 120),
            achievement: required(&mut e, "achievement", &form.achievement, 500),
            image_key: None,
        };
        e.finish()?;
        let image = checked(form.image, true).await?;
        let mut row = row;
        if let Some(file) = &image {
            row.image_key = Some(store_file(&state, user, file).await?);
        }
        let mut db = user.db().await?;
        let replaced = store::save_honour(&mut db, form.id, &row)
            .await?
            .ok_or_else(ApiError::not_found)?;
        forget_file(&state, user, replaced);
        ok_with(
            Msg::Saved,
            store::honours(&mut db)
                .await?
                .into_iter()
                .map(honour)
                .collect(),
        )
    }

    /// Removes an entry of the hall of fame.
    #[oai(path = "/hof/delete", method = "delete")]
    async fn hof_delete(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::SetupHallOfFame>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<Honour>> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let image = store::delete_honour(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        forget_file(&state, user, image);
        ok_with(
            Msg::Saved,
            store::honours(&mut db)
                .await?
                .into_iter()
                .map(honour)
                .collect(),
        )
    }

    /// The news feed: pinned items first, then the newest.
    #[oai(path = "/news-feed", method = "get")]
    async fn news_feed(&self, auth: UserAuth) -> ApiResult<Vec<NewsItem>> {
        let mut db = auth.db().await?;
        ok(store::news(&mut db)
            .await?
            .into_iter()
            .map(news_item)
            .collect())
    }

    /// Posts (no id) or edits a news item (form fields; a JPEG, PNG or PDF file is optional).
    #[oai(path = "/news-feed/store", method = "post")]
    async fn news_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::PostContent>,
        form: NewsForm,
    ) -> ApiResult<Vec<NewsItem>> {
        let user = &auth.0;
        let mut e = FieldErrors::default();
        let subject = required(&mut e, "subject", &form.subject, 200);
        let content = required(&mut e, "content", &form.content, 20000);
        let video_id = match text(&mut e, "videoId", &form.video_id, 200) {
            None => None,
            Some(v) => rules::parse_video_id(&v).or_else(|| {
                e.add("videoId", t(Msg::InvalidVideo));
                None
            }),
        };
        e.finish()?;
        let file = checked(form.file, false).await?;
        let mut row = store::NewsRow {
            id: 0,
            pinned: form.pin.unwrap_or(false),
            subject,
            content,
            file_key: None,
            file_name: None,
            video_id,
            created_at: Utc::now(),
        };
        if let Some(f) = &file {
            row.file_key = Some(store_file(&state, user, f).await?);
            row.file_name = f.2.clone();
        }
        let mut db = user.db().await?;
        let replaced = store::save_news(&mut db, form.id, &row)
            .await?
            .ok_or_else(ApiError::not_found)?;
        forget_file(&state, user, replaced);
        ok_with(
            Msg::Saved,
            store::news(&mut db)
                .await?
                .into_iter()
                .map(news_item)
                .collect(),
        )
    }

    /// Pins or unpins a news item.
    #[oai(path = "/news-feed/updatePin", method = "post")]
    async fn news_pin(
        &self,
        auth: StaffAuth<grant::PostContent>,
        body: Json<PinRequest>,
    ) -> ApiResult<Vec<NewsItem>> {
        let mut db = auth.db().await?;
        if !store::pin_news(&mut db, body.id, body.pin).await? {
            return Err(ApiError::not_found());
        }
        ok_with(
            Msg::Saved,
            store::news(&mut db)
                .await?
                .into_iter()
                .map(news_item)
                .collect(),
        )
    }

    /// Removes a news item.
    #[oai(path = "/news-feed/delete", method = "delete")]
    async fn news_delete(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::PostContent>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<NewsItem>> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let file = store::delete_news(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        forget_file(&state, user, file);
        ok_with(
            Msg::Saved,
            store::news(&mut db)
                .await?
                .into_iter()
                .map(news_item)
                .collect(),
        )
    }
}
