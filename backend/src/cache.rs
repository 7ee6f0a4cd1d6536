//! Redis, used for rate limits and cached lookups. Never the source of truth: when Redis is
//! unreachable every call logs the failure and the request goes on (limits are then not enforced).

use deadpool_redis::{redis, Config as RedisConfig, Pool, Runtime};
use std::time::Duration;

#[derive(Clone)]
pub struct Redis {
    pool: Pool,
    url: String,
}

impl Redis {
    pub fn new(url: &str) -> anyhow::Result<Self> {
        let pool = RedisConfig::from_url(url)
            .builder()?
            .max_size(32)
            .wait_timeout(Some(Duration::from_millis(500)))
            .create_timeout(Some(Duration::from_millis(500)))
            .recycle_timeout(Some(Duration::from_millis(500)))
            .runtime(Runtime::Tokio1)
            .build()?;
        Ok(Self {
            pool,
            url: url.to_string(),
        })
    }

    async fn run<T: redis::FromRedisValue>(&self, cmd: &redis::Cmd) -> Option<T> {
        let result = async {
            let mut conn = self.pool.get().await.map_err(|e| e.to_string())?;
            tokio::time::timeout(Duration::from_millis(500), cmd.query_async::<T>(&mut conn))
                .await
                .map_err(|_| "timed out".to_string())?
                .map_err(|e| e.to_string())
        }
        .await;
        match result {
            Ok(v) => Some(v),
            Err(e) => {
                tracing::warn!(error = %e, "redis unavailable; going on without it");
                None
            }
        }
    }

    pub async fn ping(&self) -> bool {
        self.run::<String>(&redis::cmd("PING")).await.is_some()
    }

    pub async fn get(&self, key: &str) -> Option<String> {
        self.run::<Option<String>>(redis::cmd("GET").arg(key))
            .await
            .flatten()
    }

    pub async fn set_ex(&self, key: &str, value: &str, secs: u64) {
        let _ = self
            .run::<()>(redis::cmd("SET").arg(key).arg(value).arg("EX").arg(secs))
            .await;
    }

    pub async fn del(&self, key: &str) {
        let _ = self.run::<()>(redis::cmd("DEL").arg(key)).await;
    }

    /// Counts one hit in a fixed window; returns the count so far, or None when Redis is down.
    pub async fn hit(&self, key: &str, window_secs: u64) -> Option<u64> {
        let mut pipe = redis::pipe();
        pipe.atomic()
            .cmd("INCR")
            .arg(key)
            .cmd("EXPIRE")
            .arg(key)
            .arg(window_secs)
            .arg("NX")
            .ignore();
        let result = async {
            let mut conn = self.pool.get().await.map_err(|e| e.to_string())?;
            tokio::time::timeout(
                Duration::from_millis(500),
                pipe.query_async::<(u64,)>(&mut conn),
            )
            .await
            .map_err(|_| "timed out".to_string())?
            .map_err(|e| e.to_string())
        }
        .await;
        match result {
            Ok((n,)) => Some(n),
            Err(e) => {
                tracing::warn!(error = %e, "redis unavailable; rate limit not enforced");
                None
            }
        }
    }

    /// Tells every process listening on `channel` (see `listen`).
    pub async fn publish(&self, channel: &str, message: &str) {
        let _ = self
            .run::<i64>(redis::cmd("PUBLISH").arg(channel).arg(message))
            .await;
    }

    /// Calls `on_message` with each message published on `channel`, for as long as the process
    /// runs: on its own connection, reconnecting a second after a failure (logged), so a Redis
    /// restart costs at most the messages sent while it was away. `subscribed` is told each time
    /// the subscription is (re)established.
    pub async fn listen(
        &self,
        channel: String,
        subscribed: impl Fn() + Send + 'static,
        on_message: impl Fn(String) + Send + 'static,
    ) {
        use futures_util::StreamExt;
        loop {
            let result: redis::RedisResult<()> = async {
                let client = redis::Client::open(self.url.as_str())?;
                let mut pubsub = client.get_async_pubsub().await?;
                pubsub.subscribe(&channel).await?;
                subscribed();
                let mut messages = pubsub.on_message();
                while let Some(message) = messages.next().await {
                    if let Ok(text) = message.get_payload::<String>() {
                        on_message(text);
                    }
                }
                Ok(())
            }
            .await;
            if let Err(e) = result {
                tracing::warn!(error = %e, channel, "redis subscription lost; retrying");
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }
}
