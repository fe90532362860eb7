// Table ids and seat tokens: 128 random bits, URL-safe. Only a token's hash
// is stored, so a leaked database does not hand out seats.
import crypto from 'node:crypto';

export const newTableId = () => crypto.randomBytes(16).toString('base64url');
export const newToken = () => crypto.randomBytes(24).toString('base64url');
export const hashToken = (token) => crypto.createHash('sha256').update(String(token)).digest('hex');
// A 64-bit game seed as the decimal string the engine's saves use.
export const newSeed = () => crypto.randomBytes(8).readBigUInt64BE().toString();
export const isTableId = (s) => typeof s === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(s);
