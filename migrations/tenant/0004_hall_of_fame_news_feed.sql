-- The hall of fame (HQ's honour roll of agents) and the news feed (posts with an optional image or
-- PDF and a video, pinned ones first).

create table hall_of_fame (
    id           bigserial primary key,
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    title        text not null,
    award_date   date not null,
    user_name    text not null,
    achievement  text not null,
    image_key    text,
    created_at   timestamptz not null default now()
);
select platform.secure_tenant_table('hall_of_fame');

create table news_feed (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    pinned      boolean not null default false,
    subject     text not null,
    content     text not null,
    file_key    text,
    file_name   text,
    video_id    text,
    created_at  timestamptz not null default now(),
    updated_at  timestamptz not null default now()
);
create index news_feed_order_idx on news_feed (pinned desc, created_at desc);
select platform.secure_tenant_table('news_feed');
