-- The company's prepaid Billplz credit, from which payouts through Billplz are paid: HQ tops it up
-- by paying a Billplz bill, paid once by its signed callback or redirect. The credit is what the
-- paid top-ups came to, less the payouts sent through Billplz that were not returned.
create table credit_topups (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    amount      numeric(14, 2) not null check (amount > 0),
    bill_id     text unique,
    status      text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
    created_by  bigint references users (id),
    created_at  timestamptz not null default now(),
    paid_at     timestamptz
);
select platform.secure_tenant_table('credit_topups');
