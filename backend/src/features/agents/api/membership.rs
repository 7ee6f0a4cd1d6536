//! `/membership/survey/check-response`: whether the signed-in user still owes a membership
//! survey answer.

use crate::{
    http::tags::ApiTags,
    http::{auth::UserAuth, ok, ApiResult},
};
use poem_openapi::{Object, OpenApi};

pub struct MembershipApi;

#[OpenApi(tag = "ApiTags::Agents")]
impl MembershipApi {
    /// Whether the signed-in user still owes a membership survey answer (there is no survey yet).
    #[oai(path = "/membership/survey/check-response", method = "get")]
    async fn survey_check(&self, _auth: UserAuth) -> ApiResult<SurveyCheck> {
        ok(SurveyCheck {
            required: false,
            responded: true,
        })
    }
}
#[derive(Object)]
pub struct SurveyCheck {
    pub required: bool,
    pub responded: bool,
}
