-- Taking a guess (a login, a current password, a backdoor or reset token) before it is checked
-- (docs/security.md#throttling-of-guesses): under a lock on the client address, count the failures in the window and,
-- unless the account+address pair or the address has reached its limit, write this attempt down as one more. In one
-- statement, so the lock is held for microseconds and no client waits on another's round trips; the limits and the
-- window are the caller's (services/auth-throttle.ts), this is only how they are applied at once. Every command of a
-- volatile function sees what was committed before it ran, so the count after the lock includes every attempt that
-- held the lock before.
CREATE FUNCTION take_auth_attempt(
  account bytea,
  address bytea,
  address_lock integer,
  window_seconds integer,
  max_per_pair integer,
  max_per_address integer
) RETURNS TABLE (attempt_id bigint, blocked_until timestamptz, account_failures bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  since timestamptz := now() - make_interval(secs => window_seconds);
  pair_from timestamptz;
  address_from timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('auth_failures'), address_lock);
  -- The failure that blocks is the limit-th newest: the block lifts when it leaves the window.
  SELECT f.created_at INTO pair_from FROM auth_failures f
    WHERE f.address_key = address AND f.account_key = account AND f.created_at > since
    ORDER BY f.created_at DESC OFFSET max_per_pair - 1 LIMIT 1;
  SELECT f.created_at INTO address_from FROM auth_failures f
    WHERE f.address_key = address AND f.created_at > since
    ORDER BY f.created_at DESC OFFSET max_per_address - 1 LIMIT 1;
  SELECT count(*) INTO account_failures FROM auth_failures f WHERE f.account_key = account AND f.created_at > since;
  blocked_until := GREATEST(pair_from, address_from) + make_interval(secs => window_seconds);
  IF blocked_until IS NOT NULL THEN
    attempt_id := NULL;
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO auth_failures (account_key, address_key) VALUES (account, address) RETURNING id INTO attempt_id;
  -- Old rows only ever matter within the window: this account's and address's history is trimmed as we go.
  DELETE FROM auth_failures f
    WHERE (f.account_key = account OR f.address_key = address) AND f.created_at < now() - interval '1 day';
  RETURN NEXT;
END;
$$;
