//! `/setup/users` and `/setup/permissions`: HQ's staff and what each may do.

use super::{required, text};
use crate::http::auth::{grant, HqAuth, StaffAuth};
use crate::http::text::Text;
use crate::{
    features::auth::{rules::normalise_email, store as auth_store},
    features::setup::store,
    http::{auth::Permission, constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Lang, Msg},
    {http::tags::ApiTags, state::AppState},
};
use poem::{web::Data, Request};
use poem_openapi::{payload::Json, Object, OpenApi};
use std::sync::Arc;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StaffMember {
    pub id: i64,
    pub email: String,
    #[oai(nullable)]
    pub first_name: Option<String>,
    #[oai(nullable)]
    pub last_name: Option<String>,
    /// new (invited), active or suspended
    pub status: String,
    pub permissions: Vec<String>,
    /// Invited and not yet signed up.
    pub invited: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StaffRequest {
    /// None invites a new staff member by e-mail.
    #[oai(nullable)]
    pub id: Option<i64>,
    #[oai(nullable)]
    pub email: Option<Text>,
    pub first_name: Text,
    #[oai(nullable)]
    pub last_name: Option<Text>,
    pub permissions: Vec<Text>,
}

#[derive(Object)]
pub struct StaffStatusRequest {
    pub id: i64,
    pub active: bool,
}

#[derive(Object)]
pub struct PermissionInfo {
    pub code: String,
    pub label: String,
}

fn member(r: store::StaffRow) -> StaffMember {
    StaffMember {
        id: r.id,
        email: r.email,
        first_name: r.first_name,
        last_name: r.last_name,
        status: r.status,
        permissions: r.permissions,
        invited: r.invited,
    }
}

fn label(p: Permission) -> Msg {
    match p {
        Permission::CreateProduct => Msg::PermissionCreateProduct,
        Permission::ManageInventory => Msg::PermissionManageInventory,
        Permission::CreateCourier => Msg::PermissionCreateCourier,
        Permission::PromoteDemoteSuspend => Msg::PermissionPromoteDemoteSuspend,
        Permission::ManageOrders => Msg::PermissionManageOrders,
        Permission::PostContent => Msg::PermissionPostContent,
        Permission::ApproveManualPayment => Msg::PermissionApproveManualPayment,
        Permission::SetupHallOfFame => Msg::PermissionSetupHallOfFame,
        Permission::AddUser => Msg::PermissionAddUser,
    }
}

pub struct StaffApi;

#[OpenApi(prefix_path = "/setup", tag = "ApiTags::Setup")]
impl StaffApi {
    /// The permissions HQ can grant staff.
    #[oai(path = "/permissions", method = "get")]
    async fn permissions(&self, _auth: HqAuth) -> ApiResult<Vec<PermissionInfo>> {
        ok(Permission::ALL
            .iter()
            .map(|p| PermissionInfo {
                code: p.code().into(),
                label: t(label(*p)).into(),
            })
            .collect())
    }

    /// The staff and their permissions.
    #[oai(path = "/users", method = "get")]
    async fn users(&self, auth: StaffAuth<grant::AddUser>) -> ApiResult<Vec<StaffMember>> {
        let mut db = auth.db().await?;
        ok(store::staff(&mut db)
            .await?
            .into_iter()
            .map(member)
            .collect())
    }

    /// Invites a staff member by e-mail (no id) or changes one's name and permissions.
    #[oai(path = "/users/store", method = "post")]
    async fn users_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::AddUser>,
        req: &Request,
        body: Json<StaffRequest>,
    ) -> ApiResult<Vec<StaffMember>> {
        let user = &auth.0;
        let b = &body.0;
        let mut e = FieldErrors::default();
        let first = required(&mut e, "firstName", &b.first_name, 100);
        let last = text(&mut e, "lastName", &b.last_name, 100);
        let mut permissions: Vec<String> = Vec::new();
        for p in &b.permissions {
            match p.parse::<Permission>() {
                Ok(p) if !permissions.contains(&p.code().to_string()) => {
                    permissions.push(p.code().to_string())
                }
                Ok(_) => {}
                Err(()) => e.add("permissions", t(Msg::UnknownPermission)),
            }
        }
        let email = match b.id {
            Some(_) => None,
            None => Some(
                normalise_email(b.email.as_deref().unwrap_or("")).unwrap_or_else(|| {
                    e.add("email", t(Msg::InvalidEmail));
                    String::new()
                }),
            ),
        };
        e.finish()?;
        let mut db = user.db().await?;
        match (b.id, email) {
            (Some(id), _) => {
                if !store::update_staff(&mut db, id, &first, last.as_deref(), &permissions).await? {
                    return Err(ApiError::not_found());
                }
            }
            (None, Some(email)) => {
                let company = &user.tenant.company;
                let lang = Lang::parse(&company.language).unwrap_or_default();
                let id = store::invite_staff(
                    &mut db,
                    &email,
                    &first,
                    last.as_deref(),
                    &permissions,
                    lang.code(),
                )
                .await
                .map_err(|err| match constraint_of(&err) {
                    Some("users_email_key") => ApiError::field("email", Msg::EmailTaken),
                    _ => ApiError::from(err),
                })?;
                let origin = state.config.origin_of(&crate::http::request_host(req));
                auth_store::invite(&mut db, id, &email, &company.name, &origin, lang).await?;
            }
            (None, None) => unreachable!("checked above"),
        }
        ok_with(
            Msg::Saved,
            store::staff(&mut db)
                .await?
                .into_iter()
                .map(member)
                .collect(),
        )
    }

    /// Deactivates a staff member (their sessions end at once) or reactivates them.
    #[oai(path = "/users/status", method = "post")]
    async fn users_status(
        &self,
        auth: StaffAuth<grant::AddUser>,
        body: Json<StaffStatusRequest>,
    ) -> ApiResult<Vec<StaffMember>> {
        let mut db = auth.db().await?;
        if !store::set_staff_status(&mut db, body.id, body.active).await? {
            return Err(ApiError::not_found());
        }
        if !body.active {
            auth_store::revoke_sessions_of(&mut db, body.id, None).await?;
        }
        ok_with(
            Msg::Saved,
            store::staff(&mut db)
                .await?
                .into_iter()
                .map(member)
                .collect(),
        )
    }
}
