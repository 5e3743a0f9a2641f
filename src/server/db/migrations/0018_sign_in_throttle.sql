-- Sign-in throttling shared by every API process (issue 8): one counter per (scope, key) in a fixed
-- window. Scopes: 'account' (a lower-cased e-mail; locks that account only), 'address' (a client
-- IP; a much higher limit so one mistyping colleague behind the office router blocks nobody else),
-- 'registration' (open customer registration per IP). Rows are small and rewritten in place.
CREATE TABLE sign_in_throttle (
  scope text NOT NULL CHECK (scope IN ('account', 'address', 'registration')),
  key text NOT NULL CHECK (length(key) <= 320),
  attempts integer NOT NULL CHECK (attempts >= 0),
  window_started timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX sign_in_throttle_window ON sign_in_throttle (window_started);
