//! Who is asking: the bearer-token guards, resolved once per request (vaultwarden's `auth.rs` style),
//! and the one place permissions are checked.

use super::{middleware::Site, ApiError};
use crate::{features::auth::rules::hash_token, i18n::Msg, tenancy::Tenant};
use poem::{FromRequest, Request, RequestBody};
use poem_openapi::{auth::Bearer, SecurityScheme};
use serde_json::json;
use std::str::FromStr;

/// What a staff member may be granted (spec §6). HQ holds all of them; agents none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Permission {
    CreateProduct,
    ManageInventory,
    CreateCourier,
    PromoteDemoteSuspend,
    ManageOrders,
    PostContent,
    ApproveManualPayment,
    SetupHallOfFame,
    AddUser,
}

impl Permission {
    pub const ALL: [Permission; 9] = [
        Permission::CreateProduct,
        Permission::ManageInventory,
        Permission::CreateCourier,
        Permission::PromoteDemoteSuspend,
        Permission::ManageOrders,
        Permission::PostContent,
        Permission::ApproveManualPayment,
        Permission::SetupHallOfFame,
        Permission::AddUser,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Permission::CreateProduct => "create_product",
            Permission::ManageInventory => "manage_inventory",
            Permission::CreateCourier => "create_courier",
            Permission::PromoteDemoteSuspend => "promote_demote_suspend",
            Permission::ManageOrders => "manage_orders",
            Permission::PostContent => "post_content",
            Permission::ApproveManualPayment => "approve_manual_payment",
            Permission::SetupHallOfFame => "setup_hall_of_fame",
            Permission::AddUser => "add_user",
        }
    }
}

impl FromStr for Permission {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        Permission::ALL
            .into_iter()
            .find(|p| p.code() == s)
            .ok_or(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Hq,
    Staff,
    Agent,
}

impl Role {
    pub fn parse(s: &str) -> Role {
        match s {
            "hq" => Role::Hq,
            "staff" => Role::Staff,
            _ => Role::Agent,
        }
    }
    pub fn code(self) -> &'static str {
        match self {
            Role::Hq => "hq",
            Role::Staff => "staff",
            Role::Agent => "agent",
        }
    }
}

/// The signed-in user of a company.
#[derive(Clone, Debug)]
pub struct CurrentUser {
    pub id: i64,
    pub role: Role,
    pub permissions: Vec<Permission>,
    pub tier_id: Option<i64>,
    pub token_hash: Vec<u8>,
    pub tenant: Tenant,
}

impl CurrentUser {
    pub fn is_hq_side(&self) -> bool {
        matches!(self.role, Role::Hq | Role::Staff)
    }

    pub fn can(&self, p: Permission) -> bool {
        match self.role {
            Role::Hq => true,
            Role::Staff => self.permissions.contains(&p),
            Role::Agent => false,
        }
    }

    /// 403 unless the user holds the permission.
    pub fn require(&self, p: Permission) -> Result<(), ApiError> {
        if self.can(p) {
            Ok(())
        } else {
            Err(ApiError::no_access())
        }
    }

    /// 403 unless the user is HQ (the company admin): company-wide settings.
    pub fn require_hq(&self) -> Result<(), ApiError> {
        if self.role == Role::Hq {
            Ok(())
        } else {
            Err(ApiError::no_access())
        }
    }

    /// 403 for agents: HQ and staff screens.
    pub fn require_hq_side(&self) -> Result<(), ApiError> {
        if self.is_hq_side() {
            Ok(())
        } else {
            Err(ApiError::no_access())
        }
    }

    /// The permissions the user holds (HQ: all).
    pub fn granted(&self) -> Vec<Permission> {
        Permission::ALL
            .into_iter()
            .filter(|p| self.can(*p))
            .collect()
    }
}

/// A bearer token of a company's session.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "check_user")]
pub struct UserAuth(pub CurrentUser);

/// Calls a signed-in user of a locked company may still make: reading who they are (the web app
/// then shows the subscription-expired page) and signing out.
const ALLOWED_WHEN_LOCKED: [&str; 3] = [
    "/api/user/detail",
    "/api/attribute/user-detail",
    "/api/logout",
];

#[derive(sqlx::FromRow)]
struct SessionUser {
    id: i64,
    role: String,
    permissions: Vec<String>,
    tier_id: Option<i64>,
    status: String,
}

async fn check_user(req: &Request, bearer: Bearer) -> poem::Result<CurrentUser> {
    let tenant = req
        .extensions()
        .get::<Tenant>()
        .cloned()
        .ok_or_else(|| ApiError::unknown_company().into_poem())?;
    let hash = hash_token(&bearer.token);
    let row: Option<SessionUser> = {
        let mut db = tenant.db().await.map_err(ApiError::into_poem)?;
        sqlx::query_as(
            "select u.id, u.role, u.permissions, u.tier_id, u.status
             from sessions s join users u on u.id = s.user_id
             where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()",
        )
        .bind(&hash[..])
        .fetch_optional(&mut *db)
        .await
        .map_err(|e| ApiError::from(e).into_poem())?
    };
    let Some(SessionUser {
        id,
        role,
        permissions,
        tier_id,
        status,
    }) = row
    else {
        return Err(ApiError::unauthenticated().into_poem());
    };
    if status == "suspended" {
        return Err(ApiError::unauthenticated().into_poem());
    }
    let role = Role::parse(&role);
    let company = &tenant.company;
    if (company.is_locked() || company.is_suspended())
        && !ALLOWED_WHEN_LOCKED.contains(&req.original_uri().path())
    {
        let msg = if role == Role::Agent {
            Msg::SubscriptionLockedAgent
        } else {
            Msg::SubscriptionLockedHq
        };
        return Err(ApiError::forbidden(
            msg,
            "subscription_locked",
            Some(json!({"subscription": {"disallow_login": true}})),
        )
        .into_poem());
    }
    tenant.set_user(id).await.map_err(ApiError::into_poem)?;
    Ok(CurrentUser {
        id,
        role,
        permissions: permissions.iter().filter_map(|p| p.parse().ok()).collect(),
        tier_id,
        token_hash: hash.to_vec(),
        tenant,
    })
}

/// The company of the request (404 `unknown_company` on the vendor host or an unknown one).
impl<'a> FromRequest<'a> for Tenant {
    async fn from_request(req: &'a Request, _body: &mut RequestBody) -> poem::Result<Self> {
        req.extensions()
            .get::<Tenant>()
            .cloned()
            .ok_or_else(|| ApiError::unknown_company().into_poem())
    }
}

/// A vendor operator (the SaaS vendor's console, on `admin.<BASE_DOMAIN>` only).
#[derive(Clone, Debug)]
pub struct Vendor {
    pub id: i64,
    pub token_hash: Vec<u8>,
}

#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "check_vendor")]
pub struct VendorAuth(pub Vendor);

async fn check_vendor(req: &Request, bearer: Bearer) -> poem::Result<Vendor> {
    if !matches!(req.extensions().get::<Site>(), Some(Site::Vendor)) {
        return Err(ApiError::not_found().into_poem());
    }
    let state = req
        .data::<std::sync::Arc<crate::app::AppState>>()
        .ok_or_else(|| ApiError::internal("no state").into_poem())?;
    let hash = hash_token(&bearer.token);
    let id: Option<i64> = sqlx::query_scalar(
        "select vendor_id from platform.vendor_sessions where token_hash = $1 and revoked_at is null and expires_at > now()",
    )
    .bind(&hash[..])
    .fetch_optional(&state.pool)
    .await
    .map_err(|e| ApiError::from(e).into_poem())?;
    match id {
        Some(id) => Ok(Vendor {
            id,
            token_hash: hash.to_vec(),
        }),
        None => Err(ApiError::unauthenticated().into_poem()),
    }
}
