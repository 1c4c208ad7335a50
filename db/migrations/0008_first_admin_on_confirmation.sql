-- The first account to CONFIRM its email becomes admin, not the first to sign up: on a fresh
-- public site, anyone could otherwise claim it by typing an address they do not own. The same
-- advisory lock as before makes concurrent confirmations take turns, and each checks for an admin
-- only once it holds the lock, so exactly one admin results however many race. An account created
-- already confirmed (the operator command) counts as confirming.
DROP TRIGGER IF EXISTS user_first_admin ON "user";
--> statement-breakpoint
DROP FUNCTION IF EXISTS grant_admin_to_first_user();
--> statement-breakpoint
CREATE FUNCTION grant_admin_to_first_confirmed_user() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.email_verified AND (TG_OP = 'INSERT' OR NOT OLD.email_verified) THEN
    PERFORM pg_advisory_xact_lock(724508192);
    IF NOT EXISTS (SELECT 1 FROM user_roles WHERE role = 'admin') THEN
      INSERT INTO user_roles (user_id, role) VALUES (NEW.id, 'admin');
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_first_confirmed_admin AFTER INSERT OR UPDATE OF email_verified ON "user"
  FOR EACH ROW EXECUTE FUNCTION grant_admin_to_first_confirmed_user();
