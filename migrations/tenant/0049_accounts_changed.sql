-- Every change of what an account is read from is announced when it commits
-- (`platform.accounts_changed`), whoever makes it.
do $$
declare
    t text;
begin
    foreach t in array array['users', 'tiers'] loop
        execute format('create trigger accounts_changed after insert or update or delete or truncate on %I.%I
                        for each statement execute function platform.accounts_changed()',
                       current_schema(), t);
    end loop;
end;
$$;
