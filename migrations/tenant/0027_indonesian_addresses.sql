-- Delivery addresses of an IDR company name the Indonesian region hierarchy (province = state,
-- regency/city, district/kecamatan, village/desa-kelurahan) by the platform's Kemendagri codes;
-- the names are kept beside them, and an order's address snapshot keeps the district and village.
alter table customer_addresses
    add column regency_code text,
    add column district_code text,
    add column village_code text,
    add column district text,
    add column village text;

alter table orders
    add column district text,
    add column village text;
