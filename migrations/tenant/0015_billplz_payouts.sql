-- Payouts through Billplz Payment Orders (integrations.md §1.6): a payout HQ sends is `sending`
-- until Billplz's signed callback says it was paid (`paid`) or returned (`failed`: the amount is
-- back in the agent's balance). The bank's SWIFT code is kept with the account as it was asked for.
alter table payouts
    add column bank_code        text,
    add column billplz_order_id text unique,
    drop constraint payouts_status_check,
    add constraint payouts_status_check
        check (status in ('requested', 'approved', 'rejected', 'sending', 'paid', 'failed'));

-- The company's payment order collection, made the first time it pays through Billplz.
alter table billplz_settings
    add column payment_order_collection_id text;
