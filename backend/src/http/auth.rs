//! Who is asking: the bearer-token guards, resolved once per request (vaultwarden's `auth.rs` style),
//! and the one place permissions are checked.

use super::{middleware::Site, ApiError};
use crate::{
    features::auth::{rules::hash_token, store as auth_store},
    i18n::Msg,
    state::AppState,
    tenancy::{
        tx::{Db, Prepared},
        Tenant,
    },
};
use poem::{FromRequest, Request, RequestBody};
use poem_openapi::{
    auth::{Bearer, BearerAuthorization},
    registry::{MetaSecurityScheme, Registry},
    ApiExtractor, ApiExtractorType, ExtractParamOptions, SecurityScheme,
};
use serde_json::json;
use sqlx::FromRow;
use std::{marker::PhantomData, str::FromStr};

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

    /// The permissions the user holds (HQ: all).
    pub fn granted(&self) -> Vec<Permission> {
        Permission::ALL
            .into_iter()
            .filter(|p| self.can(*p))
            .collect()
    }
}

impl CurrentUser {
    /// The request's transaction in the user's company.
    pub async fn db(&self) -> Result<Db<'_>, ApiError> {
        self.tenant.db().await
    }

    /// An agent: neither HQ nor staff, and placed in a tier.
    pub fn is_agent(&self) -> bool {
        self.role == Role::Agent && self.tier_id.is_some()
    }
}

/// Whether a guard admits a user of a locked (overdue) or suspended company.
#[derive(Clone, Copy, PartialEq, Eq)]
enum WhenLocked {
    /// Refused with 403 `subscription_locked`: every call but the few below.
    Refuse,
    /// Admitted: reading who one is (the web app then shows the subscription-expired page) and
    /// signing out.
    Admit,
    /// HQ admitted when the company is locked (not suspended): the subscription and its payment.
    AdmitHq,
}

/// The hash of this request's bearer token, as the guard will look its session up; `None`
/// without a token.
pub fn session_token_hash(req: &Request) -> Option<[u8; 32]> {
    let bearer = <Bearer as BearerAuthorization>::from_request(req).ok()?;
    Some(hash_token(&bearer.token))
}

/// Resolves the bearer token to the signed-in user, once per request: one query for session and
/// user, the suspension and company-lock checks, and `app.user_id` on the transaction.
async fn resolve_user(
    req: &Request,
    bearer: Bearer,
    locked: WhenLocked,
) -> poem::Result<CurrentUser> {
    let tenant = req
        .extensions()
        .get::<Tenant>()
        .cloned()
        .ok_or_else(|| ApiError::unknown_company().into_poem())?;
    let hash = hash_token(&bearer.token);
    let row = {
        // The session travels with the transaction's BEGIN when this opens it (one round trip).
        let (mut db, rows) = tenant
            .db_with(Prepared {
                name: auth_store::SESSION,
                parameters: "bytea",
                body: auth_store::session_user_prepared(&tenant.company.schema_name),
                arguments: auth_store::token_hash_argument(&hash),
                stands_for: None,
            })
            .await
            .map_err(ApiError::into_poem)?;
        match rows {
            Some(rows) => rows
                .first()
                .map(auth_store::SessionUser::from_row)
                .transpose(),
            None => auth_store::session_user(&mut db, &hash).await,
        }
        .map_err(|e| ApiError::from(e).into_poem())?
    };
    let Some(row) = row.filter(|u| u.status != "suspended") else {
        return Err(ApiError::unauthenticated().into_poem());
    };
    let role = Role::parse(&row.role);
    let tenant = tenant.with_company_status(&row.company_status);
    let company = &tenant.company;
    let refused = match locked {
        WhenLocked::Refuse => company.is_locked() || company.is_suspended(),
        WhenLocked::Admit => false,
        WhenLocked::AdmitHq => company.is_suspended() || (company.is_locked() && role != Role::Hq),
    };
    if refused {
        return Err(subscription_locked(role).into_poem());
    }
    tenant.remember_user(row.id);
    Ok(CurrentUser {
        id: row.id,
        role,
        permissions: row
            .permissions
            .iter()
            .filter_map(|p| p.parse().ok())
            .collect(),
        tier_id: row.tier_id,
        token_hash: hash.to_vec(),
        tenant,
    })
}

/// The refusal of a call while the company is locked (overdue) or suspended, in the words for the
/// user's role; `data.subscription.disallow_login` sends the web app to the subscription-expired page.
pub fn subscription_locked(role: Role) -> ApiError {
    let msg = if role == Role::Agent {
        Msg::SubscriptionLockedAgent
    } else {
        Msg::SubscriptionLockedHq
    };
    ApiError::forbidden(
        msg,
        "subscription_locked",
        Some(json!({"subscription": {"disallow_login": true}})),
    )
}

/// Refuses a call of a company locked (overdue) or suspended, as `UserAuth` does, unless it is HQ
/// paying the vendor (`paying_vendor`), which a locked (not a suspended) company may still do.
pub fn refuse_when_locked(user: &CurrentUser, paying_vendor: bool) -> Result<(), ApiError> {
    let company = &user.tenant.company;
    let vendor = paying_vendor && user.role == Role::Hq;
    if company.is_suspended() || (company.is_locked() && !vendor) {
        return Err(subscription_locked(user.role));
    }
    Ok(())
}

fn admit(user: CurrentUser, allowed: bool) -> poem::Result<CurrentUser> {
    if allowed {
        Ok(user)
    } else {
        Err(ApiError::no_access().into_poem())
    }
}

async fn check_session(req: &Request, bearer: Bearer) -> poem::Result<CurrentUser> {
    resolve_user(req, bearer, WhenLocked::Admit).await
}

async fn check_user(req: &Request, bearer: Bearer) -> poem::Result<CurrentUser> {
    resolve_user(req, bearer, WhenLocked::Refuse).await
}

async fn check_agent(req: &Request, bearer: Bearer) -> poem::Result<CurrentUser> {
    let user = resolve_user(req, bearer, WhenLocked::Refuse).await?;
    let allowed = user.is_agent();
    admit(user, allowed)
}

async fn check_hq(req: &Request, bearer: Bearer) -> poem::Result<CurrentUser> {
    let user = resolve_user(req, bearer, WhenLocked::Refuse).await?;
    let allowed = user.is_hq_side();
    admit(user, allowed)
}

async fn check_admin(req: &Request, bearer: Bearer) -> poem::Result<CurrentUser> {
    let user = resolve_user(req, bearer, WhenLocked::Refuse).await?;
    let allowed = user.role == Role::Hq;
    admit(user, allowed)
}

async fn check_billing(req: &Request, bearer: Bearer) -> poem::Result<CurrentUser> {
    let user = resolve_user(req, bearer, WhenLocked::AdmitHq).await?;
    let allowed = user.role == Role::Hq;
    admit(user, allowed)
}

/// HQ, the company admin, even of a company locked for an overdue subscription: its plan, its
/// invoices and paying them.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "check_billing")]
pub struct BillingAuth(pub CurrentUser);

/// Any signed-in user of the company, even of a locked one: reading who one is and signing out.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "check_session")]
pub struct SessionAuth(pub CurrentUser);

/// Any signed-in user of the company: HQ, staff or agent.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "check_user")]
pub struct UserAuth(pub CurrentUser);

/// An agent (a user placed in a tier); HQ and staff get 403.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "check_agent")]
pub struct AgentAuth(pub CurrentUser);

/// HQ or staff (any permission); agents get 403.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "check_hq")]
pub struct HqAuth(pub CurrentUser);

/// HQ, the company admin, only: company-wide settings.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "check_admin")]
pub struct HqAdminAuth(pub CurrentUser);

/// What a `StaffAuth` admits: HQ, and staff holding any one of `ANY_OF`.
pub trait Grant: Send + Sync + 'static {
    /// The security scheme's name in the OpenAPI document.
    const SCHEME: &'static str;
    const DESCRIPTION: &'static str;
    const ANY_OF: &'static [Permission];
}

/// HQ, or staff holding the grant `P`'s permission; everyone else gets 403.
pub struct StaffAuth<P: Grant>(pub CurrentUser, PhantomData<P>);

impl<'a, P: Grant> ApiExtractor<'a> for StaffAuth<P> {
    const TYPES: &'static [ApiExtractorType] = &[ApiExtractorType::SecurityScheme];
    type ParamType = ();
    type ParamRawType = ();

    fn register(registry: &mut Registry) {
        registry.create_security_scheme(
            P::SCHEME,
            MetaSecurityScheme {
                ty: "http",
                description: Some(P::DESCRIPTION),
                name: None,
                key_in: None,
                scheme: Some("bearer"),
                bearer_format: None,
                flows: None,
                openid_connect_url: None,
            },
        );
    }

    fn security_schemes() -> Vec<&'static str> {
        vec![P::SCHEME]
    }

    async fn from_request(
        req: &'a Request,
        _body: &mut RequestBody,
        _param_opts: ExtractParamOptions<()>,
    ) -> poem::Result<Self> {
        let bearer = <Bearer as BearerAuthorization>::from_request(req)?;
        let user = resolve_user(req, bearer, WhenLocked::Refuse).await?;
        let allowed = P::ANY_OF.iter().any(|p| user.can(*p));
        Ok(Self(admit(user, allowed)?, PhantomData))
    }
}

/// The grants `StaffAuth` takes, one per permission (and two for screens either of two serve).
pub mod grant {
    use super::{Grant, Permission};

    macro_rules! grants {
        ($($(#[doc = $doc:literal])* $name:ident: [$($p:ident),+];)+) => {$(
            $(#[doc = $doc])*
            pub struct $name;
            impl Grant for $name {
                const SCHEME: &'static str = concat!("Staff", stringify!($name));
                const DESCRIPTION: &'static str = concat!("HQ, or staff allowed to", $($doc),*, ".");
                const ANY_OF: &'static [Permission] = &[$(Permission::$p),+];
            }
        )+};
    }

    grants! {
        /// create products
        CreateProduct: [CreateProduct];
        /// manage inventory
        ManageInventory: [ManageInventory];
        /// create couriers
        CreateCourier: [CreateCourier];
        /// promote, demote and suspend agents
        PromoteDemoteSuspend: [PromoteDemoteSuspend];
        /// manage orders
        ManageOrders: [ManageOrders];
        /// post content
        PostContent: [PostContent];
        /// approve manual payments
        ApproveManualPayment: [ApproveManualPayment];
        /// set up the hall of fame
        SetupHallOfFame: [SetupHallOfFame];
        /// add users
        AddUser: [AddUser];
        /// read the catalogue (create products or manage inventory)
        CatalogueReader: [CreateProduct, ManageInventory];
        /// work the order desk (manage orders or approve manual payments)
        OrderDesk: [ManageOrders, ApproveManualPayment];
        /// administer agents (promote, demote and suspend, or add users)
        AgentAdmin: [PromoteDemoteSuspend, AddUser];
        /// read the reports (manage orders or approve manual payments)
        Reports: [ManageOrders, ApproveManualPayment];
    }
}

macro_rules! deref_to_user {
    ($($guard:ty),+) => {$(
        impl std::ops::Deref for $guard {
            type Target = CurrentUser;
            fn deref(&self) -> &CurrentUser {
                &self.0
            }
        }
    )+};
}

deref_to_user!(
    SessionAuth,
    UserAuth,
    AgentAuth,
    HqAuth,
    HqAdminAuth,
    BillingAuth
);

impl<P: Grant> std::ops::Deref for StaffAuth<P> {
    type Target = CurrentUser;
    fn deref(&self) -> &CurrentUser {
        &self.0
    }
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
        .data::<std::sync::Arc<AppState>>()
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
