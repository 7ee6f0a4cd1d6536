-- The company's SST registration number (Sales and Service Tax), printed on its invoices and sent as
-- the supplier's SST in its e-invoices ("NA" when none).
alter table company_settings
    add column sst_number text check (sst_number ~ '^[A-Z0-9-]{1,35}$');
