/**
 * A software WebAuthn authenticator for tests: one P-256 key pair (WebCrypto), a "none" attestation in CBOR for a
 * registration and ES256 assertions for a login, answering the contract's options JSON with the credential JSON
 * that @simplewebauthn/browser (and the contract's PasskeyCredential) hand over. Each method takes overrides that
 * make a bad credential on purpose (another challenge, origin or RP ID, a signature over other data).
 *
 * Only for tests (unit tests of the demo's passkey checks; the browser tests use Chromium's virtual authenticator).
 * CBOR comes from @simplewebauthn/server's helpers (a dev dependency).
 */
import { isoCBOR } from '@simplewebauthn/server/helpers';

export interface SoftCredentialJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment: 'platform';
  response: {
    clientDataJSON: string;
    attestationObject?: string;
    authenticatorData?: string;
    signature?: string;
    userHandle?: string;
    transports?: ('internal' | 'hybrid')[];
  };
  clientExtensionResults: Record<string, unknown>;
}

/** What a test may change to make a credential that must be refused. */
export interface Tampering {
  /** Signs this challenge instead of the options' one. */
  challenge?: string;
  /** The page's origin the client data names. */
  origin?: string;
  /** The RP ID whose hash the authenticator data starts with (else the options' rpId, else the origin's host). */
  rpId?: string;
  /** The client data's type (webauthn.create / webauthn.get). */
  type?: string;
  /** Signs other bytes than authenticatorData || sha256(clientDataJSON). */
  signOtherData?: boolean;
  /** The signature counter to report (else one more than the last). */
  counter?: number;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export const toBase64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(new TextEncoder().encode(text));
const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);

/** WebCrypto's raw ECDSA signature (r || s) as the ASN.1 DER sequence WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    let value: Uint8Array = bytes.slice(start);
    if (value[0]! & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export class SoftAuthenticator {
  private counter = 0;

  private constructor(
    private readonly keys: CryptoKeyPair,
    /** The credential's id (16 random bytes). */
    readonly credentialId: Uint8Array,
  ) {}

  static async create(): Promise<SoftAuthenticator> {
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    return new SoftAuthenticator(keys, crypto.getRandomValues(new Uint8Array(16)));
  }

  get id(): string {
    return toBase64url(this.credentialId);
  }

  /** The public key as a COSE_Key (EC2, ES256), CBOR-encoded. */
  private async cosePublicKey(): Promise<Uint8Array> {
    const jwk = await crypto.subtle.exportKey('jwk', this.keys.publicKey);
    const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string): Uint8Array<ArrayBuffer> {
    return utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create: answers registration options ({challenge, rp: {id}}) from `origin`. */
  async register(
    options: { challenge: string; rp: { id?: string } },
    origin: string,
    tampering: Tampering = {},
  ): Promise<SoftCredentialJSON> {
    const rpId = tampering.rpId ?? options.rp.id ?? new URL(origin).hostname;
    const clientDataJSON = this.clientData(tampering.type ?? 'webauthn.create', tampering.challenge ?? options.challenge, origin);
    const attested = concat(
      new Uint8Array(16), // AAGUID: none
      new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]),
      this.credentialId,
      await this.cosePublicKey(),
    );
    const authData = concat(
      await sha256(utf8(rpId)),
      new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
      uint32(tampering.counter ?? this.counter),
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: toBase64url(clientDataJSON),
        attestationObject: toBase64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get: answers request options ({challenge, rpId}) from `origin`, signing with the key. */
  async authenticate(
    options: { challenge: string; rpId?: string },
    origin: string,
    tampering: Tampering = {},
  ): Promise<SoftCredentialJSON> {
    const rpId = tampering.rpId ?? options.rpId ?? new URL(origin).hostname;
    this.counter = tampering.counter ?? this.counter + 1;
    const clientDataJSON = this.clientData(tampering.type ?? 'webauthn.get', tampering.challenge ?? options.challenge, origin);
    const authData = concat(await sha256(utf8(rpId)), new Uint8Array([FLAG_UP | FLAG_UV]), uint32(this.counter));
    const signed = tampering.signOtherData
      ? concat(authData, await sha256(utf8('something else')))
      : concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: toBase64url(clientDataJSON),
        authenticatorData: toBase64url(authData),
        signature: toBase64url(derSignature(raw)),
        userHandle: toBase64url(utf8('100200')),
      },
      clientExtensionResults: {},
    };
  }
}
