-- Courier booking through an integrated provider (docs/api-integrations.md, "Courier booking").
-- One booking per order. Its steps are committed one by one around each call to the provider, so
-- a provider that times out or a server that stops never books twice: `provider_order_no` is kept
-- the moment the provider has the order (a retry then only pays for it), and the order ships only
-- once the airway bill is back. `sending_until` is a short lease: no other request takes a
-- booking whose call is under way.
create table courier_bookings (
    id                 bigserial primary key,
    company_id         bigint not null default current_setting('app.company_id')::bigint,
    order_id           bigint not null references orders (id) on delete cascade,
    provider           text not null check (provider in ('easyparcel', 'ninjavan', 'delyva')),
    service_id         text,
    service_name       text,
    courier_name       text,
    price              numeric(14, 2),
    provider_order_no  text,
    awb                text,
    label_url          text,
    tracking_url       text,
    status             text not null default 'booking'
                       check (status in ('booking', 'booked', 'delivered', 'failed')),
    -- the provider's last word on the parcel, and why the last try failed
    tracking_status    text,
    error              text,
    attempts           integer not null default 0,
    sending_until      timestamptz,
    booked_at          timestamptz,
    delivered_at       timestamptz,
    tracked_at         timestamptz,
    created_at         timestamptz not null default now(),
    updated_at         timestamptz not null default now(),
    constraint courier_bookings_order unique (company_id, order_id)
);
select platform.secure_tenant_table('courier_bookings');
create index courier_bookings_in_transit on courier_bookings (tracked_at nulls first) where status = 'booked';
create unique index courier_bookings_awb on courier_bookings (company_id, awb) where awb is not null;

-- What the provider said of a booked parcel, oldest first.
create table courier_tracking_events (
    id           bigserial primary key,
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    booking_id   bigint not null references courier_bookings (id) on delete cascade,
    happened_at  timestamptz not null,
    status       text not null,
    created_at   timestamptz not null default now(),
    constraint courier_tracking_events_once unique (company_id, booking_id, happened_at, status)
);
select platform.secure_tenant_table('courier_tracking_events');
