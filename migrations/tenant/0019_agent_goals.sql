-- An agent's own monthly sales goal (`/ejenflex`): the personal sales they aim for each month,
-- set by themselves and shown against their month so far.
alter table users
    add column monthly_sales_goal numeric(14, 2) check (monthly_sales_goal > 0);
