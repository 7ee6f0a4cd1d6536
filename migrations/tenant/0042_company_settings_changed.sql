-- Every change of the company's settings is announced when it commits
-- (`platform.company_settings_changed`), whoever makes it.
create trigger company_settings_changed
    after insert or update or delete on company_settings
    for each row execute function platform.company_settings_changed();
