// Indonesian: the common forms ("jangan pakai X", "pakai X, bukan Y", "bukan X, tapi Y", "X daripada Y", "mulai
// sekarang …", "jawab pakai bahasa Indonesia").
import { romancePack } from './romance';
import { c, type Cue } from './cue';

export const ID_CUES: Cue[] = [
  c('id.pref', 'pref', /\b(mulai (?:sekarang|saat ini)|dari sekarang|ke depannya|untuk seterusnya|lain kali|ingat(?:lah)?,? (?:bahwa|ya|saya)|selalu (?:pakai|gunakan|jawab|tulis|balas)|jangan pernah|setiap kali (?:kamu|anda|saya))\b/i, 2.5),
  c('id.lead_no', 'corr', /^\s*(bukan|tidak|nggak|gak|enggak|salah)\s*[,.!:;]/i, 2.2, { answerable: true, react: true }),
  c(
    'id.wrong',
    'corr',
    /\b(salah(?! satu| seorang)|keliru|kurang tepat|tidak tepat|tidak benar|bukan itu|bukan begitu|bukan yang saya (?:minta|maksud|mau)|maksud saya|yang saya maksud|saya (?:sudah )?bilang|kamu lupa|anda lupa|kamu salah|anda salah|tidak sesuai|terlalu (?:panjang|pendek|formal|kaku|rumit|bertele-tele))\b/i,
    2.4,
  ),
  // "Anak saya tidak bisa makan pedas", "saya alergi kacang": what the user can have, after an answer that ignored it.
  c('id.constraint', 'corr', /\b(tidak bisa makan|nggak bisa makan|gak bisa makan|alergi|vegetarian|vegan|tidak makan (?:daging|babi|pedas)|tidak punya (?:oven|mobil|waktu))\b/i, 1.8, { answerable: true }),
  c('id.ban', 'corr', /(?:^|[,.!]\s*)(?:tapi\s+|dan\s+|tolong\s+)?jangan\s+(?:pakai|gunakan|tambahkan|tambah|hapus|ubah|ganti|tulis|buat|terjemahkan|jelaskan|pasang|install)\b/i, 2.2),
  c('id.should', 'corr', /\b(seharusnya|harusnya|mestinya|bukannya|daripada|ganti(?:kan)? (?:dengan|jadi|pakai))\b/i, 1.2),
  c('id.not_but', 'corr', /^\s*bukan\s+[^,?]{1,30},|\bbukan\s+\S+(?:\s+\S+){0,4},?\s+(?:tapi|tetapi|melainkan|pakai|gunakan)\s+\S+/i, 1.6, { notInQuestion: true }),
  c('id.frus', 'frus', /\b((?:masih|tetap) (?:tidak|nggak|gak|belum) (?:bisa|jalan|berfungsi|muncul|berhasil)|tidak berfungsi|error yang sama|masih error|masih sama|tetap sama|tidak ada perubahan|tidak membantu)\b/i, 2),
  c('id.neg', 'neg', /^\s*(terima kasih|makasih|mantap|bagus|sempurna|sip|oke sip)\b|\bsudah (?:bisa|jalan|berhasil)\b/i, 1.5, { unlessContrast: true }),
  // "Bisa berhenti minta maaf terus nggak?": a habit to stop, asked as a question.
  c('id.stop_q', 'corr', /\bbisa (?:tolong )?(?:berhenti|stop)\b[^?.!\n]{0,40}\?/i, 2.5),
  // "Buat lebih singkat, maksimal 100 kata": the length asked for.
  c('id.shorter', 'corr', /\b(?:buat|bikin|tulis|jawab)\s+(?:lebih\s+)?(?:singkat|pendek|ringkas|formal|santai)\b|\bmaksimal\s+\d+\s+(?:kata|kalimat|baris)\b/i, 2.3),
  // "Kamu terus bikin kesalahan yang sama": the same mistake, again.
  c('id.same_mistake', 'corr', /\b(?:kesalahan|salah|error) yang sama\b/i, 2.2),
  // "Kenapa komentarku kamu hapus?": what the assistant removed or changed of the user's.
  c('id.you_removed', 'corr', /\b(?:kenapa|mengapa)\s+[^?.!\n]{0,30}\b(?:kamu|anda)\s+(?:hapus|ubah|ganti|buang)\b|\b(?:kenapa|mengapa)\s+(?:kamu|anda)\s+(?:menghapus|mengubah|mengganti|membuang)\b/i, 2.2),
  c('id.dir', 'dir', /\b(pakai|gunakan|tambahkan|hapus|ubah|ganti|tulis|buat|tolong|jangan)\b/i, 0.7),
];

export const id = romancePack({
  code: 'id',
  also: /(?<!\p{L})juga(?!\p{L})/iu,
  takesOut: /(?<!\p{L})(?:hapus|buang)(?!\p{L})/iu,
  cues: ID_CUES,
  // The language guess counts these (language.ts).
  stop: /\b(yang|dan|tidak|bukan|saya|kamu|anda|ini|itu|dengan|untuk|tolong|pakai|jangan|sudah|belum|lagi|apa|bisa|juga|karena|tapi|atau|akan|dari|aku|nggak|gak|terima|kasih|bagaimana|kenapa|mengapa|sekali|banget|dong|nya)\b/gi,
  lead: /^(?:(?:(?:bukan|tidak|nggak|gak|salah)(?=\s*[,.!:;-]|\s*$)|tolong|mohon|maaf|oke|ok|ya|jadi|nah|begini|maksud saya|saya bilang|mulai sekarang|dari sekarang|ke depannya|ingat(?:lah)?(?: bahwa)?)\b)[\s,.:;!-]*/i,
  neg: /^(?:jangan|tidak usah|nggak usah|gak usah|ga usah|tanpa|hindari|berhenti)\b/i,
  // "Bisa berhenti minta maaf terus nggak?": the habit to stop, asked as a question, is the ban ("Berhenti minta maaf terus").
  wish: [[/^bisa (?:tolong )?(?:berhenti|stop)\s+()()/i, () => 'berhenti ']],
  pos: /^(?:pakai|gunakan|tulis|buat|tambahkan|hapus|ubah|ganti|jawab|balas|selalu|pastikan|terjemahkan|jelaskan|tampilkan|berikan|kasih)\b/i,
  notSep: /^(.{1,60}?),\s+bukan\s+(.{1,40})$/i,
  butSep: /^bukan\s+(.{1,40}?),?\s+(?:tapi|tetapi|melainkan)\s+(.{1,60})$/i,
  insteadSep: /^(.{1,60}?)\s+(?:daripada|alih-alih)\s+(.{1,40})$/i,
  answer: /\b(?:jawab|balas|tulis|pakai|gunakan)\w*\s+(?:(?:dalam|pakai|dengan|menggunakan)\s+)?bahasa\s+([a-z]+)/i,
  negBefore: /\b(?:jangan|tidak|bukan)\s+(?:\S+\s+){0,1}$/i,
  use: 'Pakai',
  prep: /^(?:di|ke|dari|dengan|untuk|pada|dalam|tanpa|sebagai)\b/i,
  not: 'bukan',
  question: /^(?:apa|apakah|kenapa|mengapa|bagaimana|gimana|di mana|dimana|kapan|siapa|berapa|bisakah)\b/i,
  confirmOnly: /^(?:ya|iya|betul|benar|tepat|oke|ok|sip)?[\s,.!]*(?:selalu|mulai sekarang|seterusnya)?\s*(?:begitu|seperti itu|gitu)?[\s.!]*$/i,
  // (and the tag that makes it a question: "…, bisa nggak?")
  courtesy: /[,\s]+(?:ya|tolong|terima kasih|makasih|nggak|gak|enggak)$/i,
  standing: /\b(?:bahasa (?:indonesia|inggris)|singkat|lebih pendek|ringkas|formal|santai|nada|emoji|markdown|poin-poin)\b/i,
});
