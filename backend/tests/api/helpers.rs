//! Spawns the app in-process on a free port against the real PostgreSQL and Redis (connected as the
//! runtime role), and gives each test its own freshly provisioned company.

use backend::{
    config::Config,
    features::vendor::rules::{parse_new_company, NewCompanyInput},
    tenancy::{provision, Company},
    AppState,
};
use poem::listener::{Acceptor, Listener};
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::{Connection, PgConnection};
use std::sync::Arc;

pub const PASSWORD: &str = "Secret#123";
pub const BASE_DOMAIN: &str = "rangkai.test";

pub struct TestApp {
    pub addr: String,
    pub state: Arc<AppState>,
    pub client: reqwest::Client,
}

pub struct TestCompany {
    pub company: Company,
    pub host: String,
    pub hq_email: String,
    pub hq_id: i64,
}

pub struct Reply {
    pub status: StatusCode,
    pub body: Value,
}

impl Reply {
    pub fn data(&self) -> &Value {
        &self.body["data"]
    }
    pub fn error(&self) -> &str {
        self.body["meta"]["error"].as_str().unwrap_or("")
    }
    pub fn message(&self) -> &str {
        self.body["meta"]["message"].as_str().unwrap_or("")
    }
    /// Every reply is the envelope, and meta.code is the HTTP status.
    pub fn assert_envelope(&self) {
        assert_eq!(
            self.body["meta"]["code"].as_u64(),
            Some(self.status.as_u16() as u64),
            "{}",
            self.body
        );
        assert!(self.body["meta"]["message"].is_string(), "{}", self.body);
        assert!(self.body.get("data").is_some(), "{}", self.body);
    }
}

pub fn test_config() -> Config {
    let mut c = Config::from_env().expect("config");
    c.base_domain = BASE_DOMAIN.into();
    c.public_port = None;
    c.public_scheme = "http".into();
    c.redis_prefix = format!("test{}", uuid::Uuid::new_v4().simple());
    c.bind = "127.0.0.1:0".parse().unwrap();
    c.upload_dir = std::env::temp_dir().join("rangkai-test-uploads");
    c.limits.per_address_per_minute = 1_000_000;
    c.run_workers = false;
    c.smtp_url = None;
    c
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::spawn_with(test_config()).await
    }

    pub async fn spawn_with(config: Config) -> TestApp {
        let state = AppState::new(config)
            .await
            .expect("app state (is infra/test's database up?)");
        let acceptor = poem::listener::TcpListener::bind("127.0.0.1:0")
            .into_acceptor()
            .await
            .unwrap();
        let addr = acceptor.local_addr()[0]
            .as_socket_addr()
            .unwrap()
            .to_string();
        let app = backend::routes(state.clone());
        tokio::spawn(async move {
            let _ = poem::Server::new_with_acceptor(acceptor).run(app).await;
        });
        TestApp {
            addr,
            state,
            client: reqwest::Client::new(),
        }
    }

    /// A new company with an HQ user whose password is PASSWORD (set through the invitation link).
    pub async fn company(&self) -> TestCompany {
        self.company_in("MYR").await
    }

    /// A new company trading in `currency` (MYR or IDR).
    pub async fn company_in(&self, currency: &str) -> TestCompany {
        let slug = format!("t{}", &uuid::Uuid::new_v4().simple().to_string()[..12]);
        let email = format!("hq@{slug}.test");
        let new = parse_new_company(NewCompanyInput {
            slug: &slug,
            name: "Test Sdn Bhd",
            currency,
            language: "en",
            admin_email: &email,
            custom_domain: None,
        })
        .unwrap();
        let done = provision::provision(&self.state, &new)
            .await
            .expect("provisioning");
        let host = format!("{slug}.{BASE_DOMAIN}");
        let token = done
            .invitation_url
            .split("token=")
            .nth(1)
            .unwrap()
            .to_string();
        let r = self
            .post(
                &host,
                "/api/create-password",
                None,
                json!({"token": token, "password": PASSWORD}),
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
        TestCompany {
            company: done.company,
            host,
            hq_email: email,
            hq_id: done.admin_user_id,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{}", self.addr, path)
    }

    pub async fn send(&self, req: reqwest::RequestBuilder) -> Reply {
        let resp = req.send().await.expect("request");
        let status = resp.status();
        let text = resp.text().await.unwrap();
        let body = serde_json::from_str(&text).unwrap_or_else(|_| json!({ "raw": text }));
        Reply { status, body }
    }

    pub async fn get(&self, host: &str, path: &str, token: Option<&str>) -> Reply {
        let mut req = self.client.get(self.url(path)).header("host", host);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        self.send(req).await
    }

    pub async fn post(&self, host: &str, path: &str, token: Option<&str>, body: Value) -> Reply {
        let mut req = self
            .client
            .post(self.url(path))
            .header("host", host)
            .json(&body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        self.send(req).await
    }

    pub async fn delete(&self, host: &str, path: &str, token: &str) -> Reply {
        self.send(
            self.client
                .delete(self.url(path))
                .header("host", host)
                .bearer_auth(token),
        )
        .await
    }

    pub async fn login(&self, host: &str, email: &str, password: &str) -> Reply {
        self.post(
            host,
            "/api/login",
            None,
            json!({"email": email, "password": password, "remember": false}),
        )
        .await
    }

    /// Signs in and returns the token (panics on failure).
    pub async fn token(&self, host: &str, email: &str) -> String {
        let r = self.login(host, email, PASSWORD).await;
        assert_eq!(r.status, 200, "{}", r.body);
        r.data()["token"].as_str().unwrap().to_string()
    }

    /// A connection as the owner role (test set-up only; requests never use it).
    pub async fn owner(&self) -> PgConnection {
        PgConnection::connect(&self.state.config.database_owner_url)
            .await
            .unwrap()
    }

    /// A connection as the owner inside a company's context (for set-up writes).
    pub async fn owner_in(&self, company: &Company) -> PgConnection {
        let mut c = self.owner().await;
        sqlx::query(
            "select set_config('search_path', $1, false), set_config('app.company_id', $2, false)",
        )
        .bind(format!("{}, platform", company.schema_name))
        .bind(company.id.to_string())
        .execute(&mut c)
        .await
        .unwrap();
        c
    }

    /// Adds a verified, active user with PASSWORD.
    pub async fn add_user(
        &self,
        company: &Company,
        email: &str,
        role: &str,
        permissions: &[&str],
    ) -> i64 {
        let mut c = self.owner_in(company).await;
        let hash = backend::features::auth::rules::hash_password(PASSWORD);
        sqlx::query_scalar(
            "insert into users (email, username, password_hash, role, permissions, status, verified_at, first_name, phone_code, phone)
             values ($1, $2, $3, $4, $5, 'active', now(), 'Test', '+60', '123456789') returning id",
        )
        .bind(email)
        .bind(email.split('@').next().unwrap())
        .bind(hash)
        .bind(role)
        .bind(permissions.iter().map(|p| p.to_string()).collect::<Vec<_>>())
        .fetch_one(&mut c)
        .await
        .unwrap()
    }

    /// The newest e-mail sent to `to` in a company's outbox.
    pub async fn last_email(&self, company: &Company, to: &str) -> Option<(String, String)> {
        let mut c = self.owner_in(company).await;
        sqlx::query_as("select subject, body_text from outbox_emails where to_address = $1 order by id desc limit 1")
            .bind(to)
            .fetch_optional(&mut c)
            .await
            .unwrap()
    }
}

/// The six digits in a verification e-mail.
pub fn code_in(body: &str) -> String {
    body.split(|c: char| !c.is_ascii_digit())
        .find(|w| w.len() == 6)
        .expect("a 6-digit code")
        .to_string()
}

/// The token of the link in a reset or invitation e-mail.
pub fn token_in(body: &str) -> String {
    let start = body.find("token=").expect("a link with a token") + 6;
    body[start..]
        .split(|c: char| c.is_whitespace())
        .next()
        .unwrap()
        .to_string()
}
