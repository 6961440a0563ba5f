-- Users, identities, sessions and refresh tokens, after GoTrue's auth schema (reduced to what
-- this service serves). Timestamps are RFC 3339 UTC text; JSON columns hold JSON text.

CREATE TABLE users (
  id                     TEXT PRIMARY KEY,
  aud                    TEXT NOT NULL,
  role                   TEXT NOT NULL,
  email                  TEXT NOT NULL,
  encrypted_password     TEXT NOT NULL,
  email_confirmed_at     TEXT,
  confirmation_token     TEXT,
  confirmation_sent_at   TEXT,
  recovery_token         TEXT,
  recovery_sent_at       TEXT,
  email_change           TEXT,
  email_change_token     TEXT,
  email_change_sent_at   TEXT,
  last_sign_in_at        TEXT,
  raw_app_meta_data      TEXT NOT NULL DEFAULT '{}',
  raw_user_meta_data     TEXT NOT NULL DEFAULT '{}',
  is_anonymous           INTEGER NOT NULL DEFAULT 0,
  created_at             TEXT NOT NULL,
  updated_at             TEXT NOT NULL,
  CHECK (email = lower(email))
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE UNIQUE INDEX users_confirmation_token_key ON users (confirmation_token) WHERE confirmation_token IS NOT NULL;
CREATE UNIQUE INDEX users_recovery_token_key ON users (recovery_token) WHERE recovery_token IS NOT NULL;
CREATE UNIQUE INDEX users_email_change_token_key ON users (email_change_token) WHERE email_change_token IS NOT NULL;

CREATE TABLE identities (
  id               TEXT PRIMARY KEY,
  provider_id      TEXT NOT NULL,
  user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider         TEXT NOT NULL,
  identity_data    TEXT NOT NULL,
  email            TEXT,
  last_sign_in_at  TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  UNIQUE (provider_id, provider)
);
CREATE INDEX identities_user_id_idx ON identities (user_id);

CREATE TABLE sessions (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  aal           TEXT NOT NULL DEFAULT 'aal1',
  amr           TEXT NOT NULL DEFAULT '[]',
  user_agent    TEXT,
  ip            TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  refreshed_at  TEXT
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Only a SHA-256 of each refresh token is stored; the token itself is shown once, to the client.
CREATE TABLE refresh_tokens (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash       TEXT NOT NULL UNIQUE,
  parent_hash      TEXT,
  user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id       TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  revoked          INTEGER NOT NULL DEFAULT 0,
  -- 1 once reuse was detected in this token's session: never reusable again.
  family_revoked   INTEGER NOT NULL DEFAULT 0,
  revoked_at_ms    INTEGER,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id, revoked);
CREATE INDEX refresh_tokens_parent_idx ON refresh_tokens (parent_hash);

-- The development mailbox: every email this service "sends".
CREATE TABLE mail_messages (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address  TEXT NOT NULL,
  subject     TEXT NOT NULL,
  kind        TEXT NOT NULL,
  text_body   TEXT NOT NULL,
  html_body   TEXT NOT NULL,
  links       TEXT NOT NULL DEFAULT '[]',
  otp         TEXT,
  created_at  TEXT NOT NULL
);
CREATE INDEX mail_messages_to_idx ON mail_messages (to_address);
