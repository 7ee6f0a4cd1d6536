-- E-invoices are sent once even when the server stops between sending and recording the answer:
-- the document is committed with a short sending lease before the call. While the lease runs no
-- other round takes the document; once it has lapsed without an answer, the next round asks
-- MyInvois whether the document arrived before it sends the same bytes again.
alter table einvoices add column sending_until timestamptz;

-- A CP58 issued again (figures corrected) keeps the day it was first handed to the agent: the
-- statutory deadline (end of March) and the seven years of keeping count from it.
alter table cp58_statements add column first_issued_at timestamptz;
-- The rows are the company's own: its id (from the schema's name, t_<id>) lets the policy see them.
select set_config('app.company_id', substr(current_schema(), 3), true);
update cp58_statements set first_issued_at = issued_at;
alter table cp58_statements alter column first_issued_at set not null,
                            alter column first_issued_at set default now();
