-- HQ may delete a voucher a campaign issued as a reward: the redemption keeps its reward's name and
-- loses only the link (the fuzz run found the delete refused with a foreign key error).
alter table campaign_redemptions drop constraint campaign_redemptions_voucher_id_fkey;
alter table campaign_redemptions
    add constraint campaign_redemptions_voucher_id_fkey foreign key (voucher_id) references vouchers (id) on delete set null;
