-- Tells every server process that a company's settings changed (`attributes::themes`: each
-- remembers the company's theme). PostgreSQL delivers a notification only when the transaction
-- that raised it commits, so no process forgets too early or hears of a change rolled back.
create function platform.company_settings_changed() returns trigger
language plpgsql as $$
begin
    if tg_op = 'DELETE' then
        perform pg_notify('rk_company_settings', old.company_id::text);
    else
        perform pg_notify('rk_company_settings', new.company_id::text);
    end if;
    return null;
end;
$$;
