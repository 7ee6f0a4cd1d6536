-- A report export too long to answer at once (more than a page of rows) runs in the background:
-- the row is its job and its progress, the file is written under the upload directory
-- (exports/<company>/<id>.<format>) a row at a time, and the requester downloads it when ready.
create table report_exports (
    id            bigserial primary key,
    company_id    bigint not null default current_setting('app.company_id')::bigint,
    requested_by  bigint not null references users (id),
    report        text not null,
    format        text not null check (format in ('csv', 'xlsx')),
    -- The checked filters (from and to resolved to days), as the job reads them.
    filters       jsonb not null,
    file_stem     text not null,
    status        text not null default 'queued' check (status in ('queued', 'running', 'ready', 'failed')),
    rows_total    bigint not null default 0,
    rows_done     bigint not null default 0,
    error         text,
    created_at    timestamptz not null default now(),
    -- Written with each progress step: a running export silent for minutes was cut off by a restart.
    heartbeat_at  timestamptz not null default now(),
    finished_at   timestamptz
);
select platform.secure_tenant_table('report_exports');
create index report_exports_requested_by on report_exports (requested_by, created_at desc);
