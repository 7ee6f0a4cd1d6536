//! `/marketing/folder…` and `/marketing/file…`: HQ and staff who post content keep the folders
//! and files; every signed-in user lists and downloads what their tier may see (another tier's
//! folder or file is not found, the download included).

use super::{rules, store};
use crate::{
    domain::fields::{required, text, FieldErrors},
    features::setup::rules::{sniff_file, FileKind},
    http::{
        auth::{grant, CurrentUser, StaffAuth, UserAuth},
        files::Attachment,
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::Msg,
    media,
    state::AppState,
};
use chrono::{DateTime, Utc};
use poem::{web::Data, Body};
use poem_openapi::{
    param::Query, payload::Json, types::multipart::Upload, Multipart, Object, OpenApi,
};
use std::sync::Arc;

/// A marketing file is at most 20 MB.
pub const MAX_FILE: usize = 20 * 1024 * 1024;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct MarketingFolder {
    pub id: i64,
    pub name: String,
    /// The tiers that see it (empty: every tier).
    pub tier_ids: Vec<i64>,
    pub file_count: i64,
    pub created_at: DateTime<Utc>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct FolderInput {
    /// Leave out to add a folder.
    pub id: Option<i64>,
    pub name: Text,
    /// Empty: every tier.
    #[oai(default)]
    pub tier_ids: Vec<i64>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct MarketingFile {
    pub id: i64,
    pub folder_id: i64,
    pub name: String,
    pub description: String,
    /// jpg, png or pdf (by content)
    pub kind: String,
    pub size_bytes: i64,
    /// The name it downloads under.
    pub file_name: String,
    /// A small picture of an image file (null for a PDF).
    #[oai(nullable)]
    pub thumb_url: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[derive(Multipart)]
pub struct FileForm {
    #[oai(rename = "folderId")]
    pub folder_id: i64,
    pub name: String,
    pub description: Option<String>,
    /// JPEG, PNG or PDF, at most 20 MB.
    pub file: Upload,
}

#[derive(Object)]
pub struct Deleted {
    pub id: i64,
}

fn folder(r: store::FolderRow) -> MarketingFolder {
    MarketingFolder {
        id: r.id,
        name: r.name,
        tier_ids: r.tier_ids,
        file_count: r.file_count,
        created_at: r.created_at,
    }
}

fn file(r: store::FileRow) -> MarketingFile {
    MarketingFile {
        file_name: rules::download_name(&r.name, &r.kind),
        id: r.id,
        folder_id: r.folder_id,
        name: r.name,
        description: r.description,
        kind: r.kind,
        size_bytes: r.size_bytes,
        thumb_url: r.thumb_key.as_deref().map(media::url),
        created_at: r.created_at,
    }
}

fn sees(user: &CurrentUser, tiers: &[i64]) -> bool {
    rules::may_see(user.is_hq_side(), tiers, user.tier_id)
}

fn forget(state: &AppState, user: &CurrentUser, keys: impl IntoIterator<Item = String>) {
    for key in keys {
        media::remove_later(
            &state.config.upload_dir,
            &user.tenant.company.schema_name,
            &key,
        );
    }
}

pub struct MarketingApi;

#[OpenApi(prefix_path = "/marketing", tag = "ApiTags::Marketing")]
impl MarketingApi {
    /// The folders the caller sees (HQ and staff: all), by name, with how many files each holds.
    #[oai(path = "/folder", method = "get")]
    async fn folders(&self, auth: UserAuth) -> ApiResult<Vec<MarketingFolder>> {
        let tier = (!auth.is_hq_side()).then_some(auth.tier_id);
        let mut db = auth.db().await?;
        ok(store::folders(&mut db, tier)
            .await?
            .into_iter()
            .map(folder)
            .collect())
    }

    /// Adds (no id) or renames a folder and chooses the tiers that see it.
    #[oai(path = "/folder/store", method = "post")]
    async fn folder_store(
        &self,
        auth: StaffAuth<grant::PostContent>,
        body: Json<FolderInput>,
    ) -> ApiResult<MarketingFolder> {
        let mut e = FieldErrors::default();
        let name = required(&mut e, "name", &body.name, 120);
        e.finish()?;
        let mut tiers = body.tier_ids.clone();
        tiers.sort_unstable();
        tiers.dedup();
        let mut db = auth.db().await?;
        if !tiers.is_empty() && store::known_tiers(&mut db, &tiers).await? != tiers.len() as i64 {
            return Err(ApiError::field("tierIds", Msg::InvalidChoice));
        }
        let id = store::save_folder(&mut db, body.id, &name, &tiers)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let saved = store::folder(&mut db, id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok_with(Msg::Saved, folder(saved))
    }

    /// Deletes a folder. One that still holds files is deleted with them only when `force` is
    /// true; otherwise 409 `folder_has_files` asks first.
    #[oai(path = "/folder/delete", method = "delete")]
    async fn folder_delete(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::PostContent>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
        force: Query<Option<bool>>,
    ) -> ApiResult<Deleted> {
        let mut db = auth.db().await?;
        let found = store::folder(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if found.file_count > 0 && !force.0.unwrap_or(false) {
            return Err(ApiError::conflict_rule(
                Msg::FolderHasFiles,
                "folder_has_files",
            ));
        }
        let keys = store::delete_folder(&mut db, found.id).await?;
        forget(
            &state,
            &auth.0,
            keys.into_iter()
                .flat_map(|(f, t)| std::iter::once(f).chain(t)),
        );
        ok_with(Msg::Saved, Deleted { id: found.id })
    }

    /// A folder's files, newest first (a folder of another tier is not found).
    #[oai(path = "/file", method = "get")]
    async fn files(
        &self,
        auth: UserAuth,
        #[oai(name = "folderId", validator(minimum(value = "1")))] folder_id: Query<i64>,
    ) -> ApiResult<Vec<MarketingFile>> {
        let mut db = auth.db().await?;
        let found = store::folder(&mut db, folder_id.0)
            .await?
            .filter(|f| sees(&auth.0, &f.tier_ids))
            .ok_or_else(ApiError::not_found)?;
        ok(store::files(&mut db, found.id)
            .await?
            .into_iter()
            .map(file)
            .collect())
    }

    /// Adds a file to a folder: a JPEG, PNG or PDF by content (an image also gets a thumbnail),
    /// at most 20 MB, with a name.
    #[oai(path = "/file/store", method = "post")]
    async fn file_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::PostContent>,
        form: FileForm,
    ) -> ApiResult<MarketingFile> {
        let mut e = FieldErrors::default();
        let name = required(&mut e, "name", &form.name, 150);
        let description = text(&mut e, "description", &form.description, 2000).unwrap_or_default();
        e.finish()?;
        {
            let mut db = auth.db().await?;
            store::folder(&mut db, form.folder_id)
                .await?
                .ok_or_else(|| ApiError::field("folderId", Msg::InvalidChoice))?;
        }
        if form.file.size() > MAX_FILE {
            return Err(ApiError::too_large());
        }
        let original_name: String = form
            .file
            .file_name()
            .unwrap_or("file")
            .chars()
            .take(200)
            .collect();
        let bytes = form.file.into_vec().await.map_err(ApiError::internal)?;
        if bytes.is_empty() {
            return Err(ApiError::field("file", Msg::Required));
        }
        let kind =
            sniff_file(&bytes).ok_or_else(|| ApiError::field("file", Msg::UnsupportedFile))?;
        let dir = &state.config.upload_dir;
        let schema = &auth.tenant.company.schema_name;
        let thumb = match kind {
            FileKind::Pdf => None,
            FileKind::Jpeg | FileKind::Png => {
                let resized = media::resize(bytes.clone()).await?;
                Some(media::save(dir, schema, resized.ext, &resized.thumb).await?)
            }
        };
        let key = media::save(dir, schema, kind.extension(), &bytes).await?;
        let mut db = auth.db().await?;
        let id = store::insert_file(
            &mut db,
            &store::NewFile {
                folder_id: form.folder_id,
                name: &name,
                description: &description,
                kind: kind.extension(),
                size_bytes: bytes.len() as i64,
                file_key: &key,
                thumb_key: thumb.as_deref(),
                original_name: &original_name,
                created_by: auth.id,
            },
        )
        .await?;
        let saved = store::file(&mut db, id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok_with(Msg::Saved, file(saved))
    }

    /// Deletes a file.
    #[oai(path = "/file/delete", method = "delete")]
    async fn file_delete(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::PostContent>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Deleted> {
        let mut db = auth.db().await?;
        let (key, thumb) = store::delete_file(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        forget(&state, &auth.0, std::iter::once(key).chain(thumb));
        ok_with(Msg::Saved, Deleted { id: id.0 })
    }

    /// A file's bytes under its name, for those whose tier sees its folder (others: 404).
    #[oai(path = "/file/download", method = "get")]
    async fn file_download(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> Result<Attachment, ApiError> {
        let found = {
            let mut db = auth.db().await?;
            store::file(&mut db, id.0)
                .await?
                .filter(|f| sees(&auth.0, &f.folder_tier_ids))
                .ok_or_else(ApiError::not_found)?
        };
        let opened = media::open(
            &state.config.upload_dir,
            &auth.tenant.company.schema_name,
            &found.file_key,
        )
        .await?;
        let name = rules::download_name(&found.name, &found.kind);
        Ok(Attachment::of(
            &found.kind,
            Body::from_async_read(opened),
            rules::content_disposition(&name),
        ))
    }
}
