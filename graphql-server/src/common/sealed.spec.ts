import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, parseEncryptionKey, sealSecret } from './sealed.js';

const key = new Uint8Array(crypto.randomBytes(32));

describe('sealed secrets', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const a = sealSecret(key, 'smtp pässword');
    const b = sealSecret(key, 'smtp pässword');
    expect(a).not.toBe(b);
    expect(a).not.toContain('pässword');
    expect(openSecret(key, a)).toBe('smtp pässword');
    expect(openSecret(key, b)).toBe('smtp pässword');
  });

  it('refuses another key or an altered value', () => {
    const sealed = sealSecret(key, 'secret');
    expect(openSecret(new Uint8Array(crypto.randomBytes(32)), sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(openSecret(key, parts.join('.'))).toBeNull();
    expect(openSecret(key, 'not sealed')).toBeNull();
  });

  it('reads a key as hex or base64 of 32 bytes only', () => {
    const raw = crypto.randomBytes(32);
    expect(parseEncryptionKey(raw.toString('hex'))).toEqual(new Uint8Array(raw));
    expect(parseEncryptionKey(raw.toString('base64'))).toEqual(new Uint8Array(raw));
    expect(parseEncryptionKey('too short')).toBeNull();
  });
});

describe('SETTINGS_ENCRYPTION_KEY', () => {
  it('is read once at boot: a good key becomes the 32 bytes, a bad one stops the start', async () => {
    const { loadConfig } = await import('../config/env.js');
    const hex = crypto.randomBytes(32).toString('hex');
    expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: hex }).SETTINGS_ENCRYPTION_KEY).toEqual(
      new Uint8Array(Buffer.from(hex, 'hex')),
    );
    expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: '' }).SETTINGS_ENCRYPTION_KEY).toBeUndefined();
    expect(() => loadConfig({ SETTINGS_ENCRYPTION_KEY: 'short' })).toThrow(
      /SETTINGS_ENCRYPTION_KEY: must be 64 hex characters or 32 bytes in base64/,
    );
  });

  it('replaces the derived settings key; without it the key comes from the master secret', async () => {
    const { loadSecrets } = await import('./secrets.js');
    const own = new Uint8Array(crypto.randomBytes(32));
    const master = 'm'.repeat(40);
    expect((await loadSecrets(master, '/nonexistent', own)).settings).toEqual(own);
    const derived = (await loadSecrets(master, '/nonexistent')).settings;
    expect(derived).toHaveLength(32);
    expect(derived).toEqual((await loadSecrets(master, '/nonexistent')).settings);
    expect(derived).not.toEqual((await loadSecrets(master, '/nonexistent')).jwt);
  });
});
