-- HQ's points history of every agent reads the newest entries first: without this index it sorted
-- the whole ledger (about 2 s a page at 10,000,000 entries).
create index points_entries_recent on points_entries (created_at desc, id desc);
