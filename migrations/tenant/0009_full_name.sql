-- An account's display name, first and last name (either may be missing): `full_name(u)` for a users row,
-- one definition instead of the same expression in every query that shows or searches a name.
create function full_name(u users) returns text
    language sql immutable parallel safe
    return trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''));
