-- CP58 statements and s.107D withholding (docs/api-tax.md).

-- Withholding: 2 % of a payout to a resident individual agent whose payouts paid in the previous
-- calendar year exceeded RM 100,000. Both are the company's settings; a rate of 0 switches it off.
alter table company_settings
    add column withholding_threshold numeric(14, 2) not null default 100000 check (withholding_threshold >= 0),
    add column withholding_rate      numeric(5, 2) not null default 2 check (withholding_rate >= 0 and withholding_rate < 100);

-- What was withheld from a payout (the agent receives amount − withheld; the balance goes down by
-- the amount).
alter table payouts
    add column withheld numeric(14, 2) not null default 0,
    add constraint payouts_withheld check (withheld >= 0 and withheld < amount);

-- One CP58 per agent and year, as issued: the figures and Parts A and B as they stood then.
-- Issuing again replaces the figures and the issue time.
create table cp58_statements (
    id                  bigserial primary key,
    company_id          bigint not null default current_setting('app.company_id')::bigint,
    agent_id            bigint not null references users (id),
    year                integer not null check (year between 2012 and 2200),
    commission          numeric(14, 2) not null,
    other_monetary      numeric(14, 2) not null,
    vehicle             numeric(14, 2) not null default 0,
    house               numeric(14, 2) not null default 0,
    travel              numeric(14, 2) not null default 0,
    other_non_monetary  numeric(14, 2) not null default 0,
    withheld            numeric(14, 2) not null default 0,
    payer               jsonb not null,
    recipient           jsonb not null,
    on_request          boolean not null default false,
    officer_name        text not null,
    issued_by           bigint references users (id),
    issued_at           timestamptz not null default now(),
    unique (agent_id, year)
);
select platform.secure_tenant_table('cp58_statements');
create index cp58_statements_year on cp58_statements (year, agent_id);
