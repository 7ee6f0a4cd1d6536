-- Settlement of online payments (the settlement report): what the gateway keeps of each paid
-- Billplz bill and when the rest reaches the company's bank. The company's terms with Billplz: a
-- fixed fee and a percent per payment, and how many working days (Monday to Friday, Kuala Lumpur)
-- after the payment the money is settled. A daily job marks each paid bill settled once its day
-- has come, freezing its fee and settlement amount.
alter table billplz_settings
    add column fee_fixed        numeric(14, 2) not null default 1.50 check (fee_fixed >= 0),
    add column fee_percent      numeric(5, 2) not null default 0 check (fee_percent between 0 and 100),
    add column settlement_days  integer not null default 1 check (settlement_days between 0 and 30);

alter table billplz_bills
    add column fee                numeric(14, 2),
    add column settlement_amount  numeric(14, 2),
    add column settled_on         date;
create index billplz_bills_paid on billplz_bills (paid_at desc) where paid_at is not null;
create index billplz_bills_unsettled on billplz_bills (paid_at) where paid_at is not null and settled_on is null;
