-- The clear value of a refresh token, sealed (AES-256-GCM) with a key derived from its parent's
-- clear value and the JWT secret: only whoever presents the parent can open it. It lets a revoked
-- parent, within the reuse interval, be answered with the same active child (GoTrue's rule)
-- while the table still holds no usable token. Cleared when the token is revoked.
ALTER TABLE refresh_tokens ADD COLUMN sealed_token TEXT;
