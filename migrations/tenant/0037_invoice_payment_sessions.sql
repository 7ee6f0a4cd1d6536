-- The hosted payment page pays the vendor's subscription invoices too (/ejenpay/invoice/{sessionId}):
-- HQ picks an FPX bank there and pays through the vendor's Billplz, since the invoice is owed to the
-- vendor, not to the company. invoice_id is platform.subscription_invoices(id), kept without a
-- foreign key (no key crosses from a company schema into platform: Citus schema sharding).
alter table payment_sessions
    add column invoice_id bigint,
    drop constraint payment_sessions_pay_type_check,
    drop constraint payment_sessions_subject,
    add constraint payment_sessions_pay_type_check check (pay_type in ('order', 'topup', 'invoice')),
    add constraint payment_sessions_subject check (
        (pay_type = 'order' and order_id is not null and topup_id is null and invoice_id is null) or
        (pay_type = 'topup' and topup_id is not null and order_id is null and invoice_id is null) or
        (pay_type = 'invoice' and invoice_id is not null and order_id is null and topup_id is null));
