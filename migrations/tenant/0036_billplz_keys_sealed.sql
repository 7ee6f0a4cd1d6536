-- The company's Billplz keys are kept sealed with the server's key (AES-256-GCM), like every other
-- provider credential (docs/api-integrations.md). The plain columns stay only until `backend
-- migrate`, after applying this, seals what they hold and empties them (jobs::seal_plain_credentials).
alter table billplz_settings
    add column api_key_sealed          bytea,
    add column x_signature_key_sealed  bytea,
    alter column api_key drop not null,
    alter column x_signature_key drop not null;
