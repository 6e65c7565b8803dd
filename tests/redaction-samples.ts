// The redaction table: one made-up sample of every secret and personal-data format Twice must keep off the
// disk, in the words a person would paste it with. Shared by the unit table test (lib/redact.table.test.ts)
// and the end-to-end test that sends them through a chat page (e2e/redaction.spec.ts). None is a live
// credential; checksummed formats (cards, IBANs) use the networks' published test numbers.

export interface RedactionSample {
  /** The format, as the table in the report names it. */
  format: string;
  /** personal: e-mail addresses and phone numbers (kept in turn text only when the user chooses). */
  kind: 'secret' | 'personal';
  /** The sentence as pasted. */
  text: string;
  /** The part that must never be stored. */
  secret: string;
}

const s = (format: string, text: string, secret: string, kind: RedactionSample['kind'] = 'secret'): RedactionSample => ({ format, kind, text, secret });

export const REDACTION_SAMPLES: RedactionSample[] = [
  s('OpenAI project key', 'my key is sk-proj-Qm3xT8vL2pR7wN4kJ9sD1fG6hA5zC0bE8yU3iO7pM2nL4kJ ok', 'sk-proj-Qm3xT8vL2pR7wN4kJ9sD1fG6hA5zC0bE8yU3iO7pM2nL4kJ'),
  s('Anthropic key', 'ANTHROPIC_API_KEY=sk-ant-api03-Zx8_Yw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa-6ZyXwVU', 'sk-ant-api03-Zx8_Yw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa-6ZyXwVU'),
  s('AWS access key id', 'aws_access_key_id = AKIAJ7Q2W4E6R8T0Y1U3', 'AKIAJ7Q2W4E6R8T0Y1U3'),
  s('AWS secret key in prose', 'my AWS secret key is wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY and it fails', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'),
  s('AWS STS JSON', '{"AccessKeyId": "ASIAY34FZKBOKMUTVV7A", "SecretAccessKey": "Qz9x8W7v6U5t4S3r2Q1p0O9n8M7l6K5j4I3h2G1f", "SessionToken": "IQoJb3JpZ2luX2VjEXAMPLETOKEN12345"}', 'Qz9x8W7v6U5t4S3r2Q1p0O9n8M7l6K5j4I3h2G1f'),
  s('AWS session token', '"SessionToken": "IQoJb3JpZ2luX2VjEXAMPLETOKEN12345abc"', 'IQoJb3JpZ2luX2VjEXAMPLETOKEN12345abc'),
  s('GitHub classic token', 'git clone https://ghp_Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2@github.com/o/r', 'ghp_Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2'),
  s('GitHub fine-grained token', 'token: github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV'),
  s('GitLab token', 'export GL=glpat-Ab3dEf6hIj9kLm2nOp5q', 'glpat-Ab3dEf6hIj9kLm2nOp5q'),
  s('Slack bot token', 'SLACK_BOT_TOKEN=xoxb-210987654321-1098765432109-ZyXwVuTsRqPoNmLkJiHgFeDc', 'xoxb-210987654321-1098765432109-ZyXwVuTsRqPoNmLkJiHgFeDc'),
  s('Slack webhook URL', 'post to https://hooks.slack.com/services/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 please', 'q8R9s0T1u2V3w4X5y6Z7a8B9'),
  s('Discord webhook URL', 'https://discord.com/api/webhooks/123456789012345678/Xy9_Zq2Wv9Ut4Sr1Qp6On3Ml8Kj5Ih0Gf2Ed7Cb4', 'Xy9_Zq2Wv9Ut4Sr1Qp6On3Ml8Kj5Ih0Gf2Ed7Cb4'),
  s('Google API key', 'maps key AIzaSyB9x8w7v6u5t4s3r2q1p0o9n8m7l6k5j4i', 'AIzaSyB9x8w7v6u5t4s3r2q1p0o9n8m7l6k5j4i'),
  s('Google OAuth client secret', 'client secret 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', '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'),
  s('Google OAuth access token', 'Authorization uses ya29.a0AfH6SMBx7Yz3Q9w8E7r6T5y4U3i2O1p', 'ya29.a0AfH6SMBx7Yz3Q9w8E7r6T5y4U3i2O1p'),
  s('Hugging Face token', 'HF says hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 is invalid', 'hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789'),
  s('Stripe secret key', 'stripe.api_key = "sk_live_51HxYzAbCdEfGh12345678"', 'sk_live_51HxYzAbCdEfGh12345678'),
  s('Stripe webhook secret', 'whsec_5f8Kq2Lm9Np3Rs7Tv1Wx4Yz6Ab0Cd', 'whsec_5f8Kq2Lm9Np3Rs7Tv1Wx4Yz6Ab0Cd'),
  s('npm token', '//registry.npmjs.org/:_authToken=npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8', 'npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'),
  s('PyPI token', 'password = pypi-AgEIcHlwaS5vcmcCJGE3ZDFkNjQ5LWY5YzQtNDhjZC1iZjQ4LTk2ZjNmYTM2NDk3NgACKlsz', 'pypi-AgEIcHlwaS5vcmcCJGE3ZDFkNjQ5LWY5YzQtNDhjZC1iZjQ4LTk2ZjNmYTM2NDk3NgACKlsz'),
  s('SendGrid key', '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', 'sT4uV7wX0yZ3aB6cD9eF2gH5iJ8kL1mN4oP7qR0sT3u'),
  s('Twilio API key', 'twilio SK0123456789abcdef0123456789abcdef', 'SK0123456789abcdef0123456789abcdef'),
  s('Mailgun key', 'mailgun key-3ax6xnjp29jd6fds4gc373sgvjxteol0', 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0'),
  s('Telegram bot token', 'bot 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1', '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1'),
  s('Discord bot token', 'MTA4NzY1NDMyMTA5ODc2NTQzMg.GhIjKl.MnOpQrStUvWxYz0123456789abcdefGHIJ', 'MnOpQrStUvWxYz0123456789abcdefGHIJ'),
  s('Shopify token', 'shpat_0123456789abcdef0123456789abcdef', 'shpat_0123456789abcdef0123456789abcdef'),
  s('DigitalOcean token', 'dop_v1_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', 'dop_v1_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'),
  s('Databricks token', 'DATABRICKS dapi0123456789abcdef0123456789abcdef', 'dapi0123456789abcdef0123456789abcdef'),
  s('Vault token', 'VAULT hvs.CAESIJ8kLm2nOp5qRs8tUv1wXy4z', 'hvs.CAESIJ8kLm2nOp5qRs8tUv1wXy4z'),
  s('age secret key', 'AGE-SECRET-KEY-1QYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQ', 'AGE-SECRET-KEY-1QYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQ'),
  s('Groq key', 'gsk_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb3dEf6hIj9k', 'gsk_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb3dEf6hIj9k'),
  s('JWT', 'cookie eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0d2ljZS10ZXN0IiwiaWF0IjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLWZvci10d2ljZS10ZXN0cw', 'c2lnbmF0dXJlLWZvci10d2ljZS10ZXN0cw'),
  s('Bearer token', 'curl -H "Authorization: Bearer Zm9vYmFyYmF6MTIzNDU2Nzg5MGFiY2RlZg"', 'Zm9vYmFyYmF6MTIzNDU2Nzg5MGFiY2RlZg'),
  s('Authorization: Basic', 'Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l', 'YWxhZGRpbjpvcGVuc2VzYW1l'),
  s('API key header', 'curl -H "X-API-Key: 4f9a2c7e1b3d5f8a9c0d" https://api.example.com', '4f9a2c7e1b3d5f8a9c0d'),
  s('password= assignment', 'connect with password=hunter2x please', 'hunter2x'),
  s('"my password is" prose', 'my password is Plum-Tree-1987! but it fails', 'Plum-Tree-1987!'),
  s('password in French prose', 'mon mot de passe est Chouette42 et il échoue', 'Chouette42'),
  s('env password (PGPASSWORD)', 'PGPASSWORD=Tz8kQ2mW9xLp psql -h db', 'Tz8kQ2mW9xLp'),
  s('mysql -p', 'mysql -u root -pS3cretPass db', 'S3cretPass'),
  s('.netrc', 'machine api.example.com login ann password Wx7yZ2qR', 'Wx7yZ2qR'),
  s('Docker config auth', '{"auths": {"ghcr.io": {"auth": "dXNlcjpTM2NyZXRQYXNz"}}}', 'dXNlcjpTM2NyZXRQYXNz'),
  s('database URL password', 'DATABASE_URL=postgres://app:r3dHorse55@db.internal/app', 'r3dHorse55'),
  s('Azure storage AccountKey', 'DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa6Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa6ZyXwVU==;EndpointSuffix=core.windows.net', 'Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa6Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa6ZyXwVU'),
  s('Azure SAS signature', 'https://acme.blob.core.windows.net/c/f?sv=2024-11-04&sr=b&sig=Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z%3D', 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'),
  s('RSA private key (PEM)', '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAz9x8w7v6u5t4s3r2q1p0o9n8m7l6k5j4i3h2g1f0e9d8c7b6\n-----END RSA PRIVATE KEY-----', 'MIIEpAIBAAKCAQEAz9x8w7v6u5t4s3r2q1p0o9n8m7l6k5j4i3h2g1f0e9d8c7b6'),
  s('OpenSSH private key', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ'),
  s('credit card (spaces)', 'charge 4111 1111 1111 1111 exp 12/29', '4111 1111 1111 1111'),
  s('credit card (no spaces)', 'card 5555555555554444 declined', '5555555555554444'),
  s('credit card (Amex, dashes)', 'amex 3782-822463-10005 please', '3782-822463-10005'),
  s('IBAN (grouped)', 'send it to GB82 WEST 1234 5698 7654 32 today', 'GB82 WEST 1234 5698 7654 32'),
  s('IBAN (compact)', 'IBAN DE89370400440532013000 ok', 'DE89370400440532013000'),
  s('US social security number', 'my SSN is 123-45-6789', '123-45-6789'),
  s('e-mail address', 'write to jane.doe+work@example.org about it', 'jane.doe+work@example.org', 'personal'),
  s('phone (international)', 'call me on +44 20 7946 0958 tomorrow', '+44 20 7946 0958', 'personal'),
  s('phone (US)', 'my number is (415) 555-0132', '(415) 555-0132', 'personal'),
  s('phone (French national)', 'appelle le 06 12 34 56 78 demain', '06 12 34 56 78', 'personal'),
  s('phone (after "tel")', 'tel: 5550132 88 (office)', '5550132 88', 'personal'),
];

/** Ordinary text with shapes close to the formats above that must come through unchanged. */
export const REDACTION_NEGATIVES: string[] = [
  'Use REST endpoints, not GraphQL, for the invoice service.',
  'Keep answers under 500 tokens and use British English.',
  'The build took 1700000000000 ms? No, the timestamp 1700000000000 is a date.',
  'Version 1.2.3 was released on 2024-01-15; see issue #4567.',
  'git clone git@github.com:acme/app.git and run npm install',
  'The password field must be at least 8 characters.',
  'Set password = getPassword() in the constructor.',
  'Use the sk-learn style API for the pipeline, see sk-learn-like docs.',
  'Compute 0.25 + 0.50 and round to 2 decimals.',
  'Order 4000 units at 25 each and ship in 3 boxes.',
  'The SHA is 3f786850e387550fdab836ed7e6dc881de23001b and the tag v2.',
];
