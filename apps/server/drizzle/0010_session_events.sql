-- Every instance forgets a checked session the moment it ends (auth/session-events.ts): a
-- deleted session row (sign-out, revocation, expiry, password reset) and a deleted or changed
-- user row notify 'session_events' with the ids; the message goes out when the change commits.
CREATE OR REPLACE FUNCTION notify_session_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_events', json_build_object('session', OLD.id, 'user', OLD.user_id)::text);
  ELSE
    PERFORM pg_notify('session_events', json_build_object('user', OLD.id)::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_session_events AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_events();--> statement-breakpoint
CREATE TRIGGER users_session_events
  AFTER DELETE OR UPDATE OF name, email, email_verified, image, first_login, two_factor_enabled ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_events();
