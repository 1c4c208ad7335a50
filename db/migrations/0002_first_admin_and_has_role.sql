-- has_role(user id, role): the one question the application asks about roles.
CREATE FUNCTION has_role(_user_id text, _role text) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT EXISTS (SELECT 1 FROM user_roles WHERE user_id = _user_id AND role = _role) $$;
--> statement-breakpoint
-- The first account becomes admin, decided by the database: the advisory lock makes
-- concurrent sign-ups take turns, and each checks for an admin only once it holds the lock,
-- so it sees every earlier sign-up that has committed. Exactly one admin, however many race.
CREATE FUNCTION grant_admin_to_first_user() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(724508192);
  IF NOT EXISTS (SELECT 1 FROM user_roles WHERE role = 'admin') THEN
    INSERT INTO user_roles (user_id, role) VALUES (NEW.id, 'admin');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_first_admin AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION grant_admin_to_first_user();
