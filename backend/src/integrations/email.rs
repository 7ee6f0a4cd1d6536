//! E-mail. A message is written to the company's `outbox_emails` in the same transaction as the
//! change that caused it; the sender worker delivers pending messages over SMTP (lettre) when
//! SMTP_URL is set. Without SMTP they stay in the outbox, where tests read them and developers
//! see them at /api/dev/outbox.

use crate::{state::AppState, tenancy};
use lettre::{message::Mailbox, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sqlx::PgConnection;
use std::{sync::Arc, time::Duration};

pub async fn enqueue(
    db: &mut PgConnection,
    to: &str,
    subject: &str,
    body: &str,
) -> sqlx::Result<()> {
    sqlx::query("insert into outbox_emails (to_address, subject, body_text) values ($1, $2, $3)")
        .bind(to)
        .bind(subject)
        .bind(body)
        .execute(db)
        .await?;
    Ok(())
}

/// Sends pending e-mail of every company, a batch at a time; claims rows with
/// `for update skip locked` so several servers never send one message twice.
pub async fn run_sender(state: Arc<AppState>) {
    let Some(url) = state.config.smtp_url.clone() else {
        tracing::info!("SMTP_URL not set: e-mail stays in the outbox");
        return;
    };
    let transport = match AsyncSmtpTransport::<Tokio1Executor>::from_url(&url) {
        Ok(b) => b.timeout(Some(Duration::from_secs(20))).build(),
        Err(e) => {
            tracing::error!(error = %e, "SMTP_URL is not usable; e-mail stays in the outbox");
            return;
        }
    };
    let from: Mailbox = match state.config.mail_from.parse() {
        Ok(m) => m,
        Err(e) => {
            tracing::error!(error = %e, "MAIL_FROM is not an address");
            return;
        }
    };
    loop {
        if let Err(e) = send_pending(&state, &transport, &from).await {
            tracing::warn!(error = %format!("{e:#}"), "sending e-mail failed; will retry");
        }
        tokio::time::sleep(Duration::from_secs(5)).await;
    }
}

async fn send_pending(
    state: &AppState,
    transport: &AsyncSmtpTransport<Tokio1Executor>,
    from: &Mailbox,
) -> anyhow::Result<()> {
    let companies: Vec<crate::tenancy::Company> = sqlx::query_as(
        "select id, slug, name, currency, language, status, schema_name from platform.companies where status <> 'suspended'",
    )
    .fetch_all(&state.pool)
    .await?;
    for company in companies {
        let mut tx = tenancy::begin(&state.pool, &company).await?;
        let batch: Vec<(i64, String, String, String)> = sqlx::query_as(
            "select id, to_address, subject, body_text from outbox_emails
             where status = 'pending' order by id limit 20 for update skip locked",
        )
        .fetch_all(&mut *tx)
        .await?;
        for (id, to, subject, body) in batch {
            let result = async {
                let msg = Message::builder()
                    .from(from.clone())
                    .to(to.parse()?)
                    .subject(subject)
                    .body(body)?;
                transport.send(msg).await?;
                anyhow::Ok(())
            }
            .await;
            match result {
                Ok(()) => {
                    sqlx::query("update outbox_emails set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = $1")
                        .bind(id)
                        .execute(&mut *tx)
                        .await?;
                }
                Err(e) => {
                    sqlx::query(
                        "update outbox_emails set attempts = attempts + 1, last_error = $2,
                                status = case when attempts + 1 >= 5 then 'failed' else 'pending' end
                         where id = $1",
                    )
                    .bind(id)
                    .bind(format!("{e:#}"))
                    .execute(&mut *tx)
                    .await?;
                }
            }
        }
        tx.commit().await?;
    }
    Ok(())
}
