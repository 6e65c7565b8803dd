// Vietnamese: the common forms ("đừng dùng X", "dùng X, không phải Y", "không phải X mà là Y", "X thay vì Y", "từ
// giờ …", "trả lời bằng tiếng Việt"). Its words are written with spaces, so the Latin-script shapes read it.
import { romancePack } from './romance';
import { c, type Cue } from './cue';
import { unicodeWords as u } from './util';

export const VI_CUES: Cue[] = [
  c('vi.pref', 'pref', u('\\b(từ giờ|từ nay|từ bây giờ|lần sau|sau này|luôn luôn|luôn (?:trả lời|viết|dùng)|đừng bao giờ|nhớ là|hãy nhớ|mỗi lần|mỗi khi)\\b'), 2.5),
  c('vi.lead_no', 'corr', u('^\\s*(không|sai|sai rồi|chưa)\\s*[,.!:;]'), 2.2, { answerable: true, react: true }),
  c(
    'vi.wrong',
    'corr',
    u('\\b(sai rồi|không đúng|chưa đúng|không phải vậy|không phải thế|ý tôi là|ý mình là|tôi đã nói|mình đã nói|bạn quên|bạn hiểu sai|hiểu nhầm|nhầm rồi|không đúng ý|dài quá|quá dài|ngắn quá|quá ngắn|quá trang trọng|cứng nhắc quá)\\b'),
    2.4,
  ),
  c('vi.ban', 'corr', u('(?:^|[,.!]\\s*)(?:nhưng\\s+|và\\s+|làm ơn\\s+)?đừng\\s+(?:dùng|sử dụng|viết|thêm|xóa|xoá|sửa|đổi|dịch|giải thích|làm|tạo|cài)\\b'), 2.2),
  // "Mình không cần bản dịch, mình cần bản tóm tắt": what the user needs, against what came.
  c('vi.not_need', 'corr', u('\\bkhông cần\\s+[^,.?!]{1,30},\\s*(?:mà\\s+)?(?:mình|tôi|em|tao|tớ)?\\s*cần\\b'), 2.2),
  // "Bạn đừng xin lỗi hoài được không?": a habit to stop, asked as a question.
  c('vi.stop_q', 'corr', u('\\bđừng\\s+[^?.!]{1,30}(?:được không|đc không|dc ko|được ko|nữa)\\b'), 2.5),
  // "Viết ngắn hơn, tối đa 100 từ": the length asked for.
  c('vi.shorter', 'corr', u('\\b(?:viết|trả lời|làm)\\s+(?:ngắn|ngắn gọn|đơn giản|trang trọng)\\s+hơn\\b|\\btối đa\\s+\\d+\\s+(?:từ|câu|dòng|chữ)\\b'), 2.3),
  // "Bạn cứ mắc cùng một lỗi hoài": the same mistake, again.
  c('vi.same_mistake', 'corr', u('\\b(?:cứ|lại|vẫn)\\s+(?:mắc|bị|làm)\\s+(?:cùng một|cùng|y như)\\s+(?:lỗi|sai)\\b'), 2.2),
  // "Dùng giọng văn trang trọng": the register every reply should have.
  c('vi.register', 'corr', u('\\bgiọng\\s+(?:văn\\s+)?(?:trang trọng|lịch sự|thân mật|chuyên nghiệp|nghiêm túc)\\b'), 2.0, { notInQuestion: true }),
  // "Sao bạn xoá comment của mình?": what the assistant removed or changed of the user's.
  c('vi.you_removed', 'corr', u('\\b(?:sao|tại sao|vì sao)\\s+(?:bạn\\s+|mày\\s+|em\\s+)?(?:lại\\s+)?(?:xoá|xóa|sửa|đổi|bỏ)\\s+[^?]{1,30}(?:của mình|của tôi|của em|của tớ)\\b'), 2.2),
  c('vi.should', 'corr', u('\\b(phải là|nên là|lẽ ra|đáng lẽ|thay vì)\\b'), 1.2),
  // "Không phải tiếng Anh, viết bằng tiếng Việt": a side refused, then the wanted one.
  c('vi.not_but', 'corr', u('^\\s*không phải\\s+[^,?]{1,30},|\\bkhông phải\\s+\\S+(?:\\s+\\S+){0,4}\\s+mà\\s+(?:là\\s+)?\\S+'), 1.6, { notInQuestion: true }),
  c('vi.frus', 'frus', u('\\b(vẫn không (?:được|chạy|hoạt động)|vẫn lỗi|vẫn bị lỗi|không hoạt động|lỗi y hệt|vẫn như cũ|không có tác dụng|chẳng thay đổi gì)\\b'), 2),
  c('vi.neg', 'neg', u('^\\s*(cảm ơn|cám ơn|tuyệt|hoàn hảo)\\b|\\b(chạy được rồi|được rồi)\\s*[.!]*\\s*$'), 1.5, { unlessContrast: true }),
  c('vi.dir', 'dir', u('\\b(dùng|sử dụng|viết|thêm|xóa|xoá|sửa|đổi|hãy|làm ơn)\\b'), 0.7),
];

export const vi = romancePack({
  code: 'vi',
  also: /(?<!\p{L})(?:nữa|cũng)(?!\p{L})/iu,
  takesOut: /(?<!\p{L})(?:xóa|xoá|bỏ)(?!\p{L})/iu,
  cues: VI_CUES,
  // The language guess counts these (language.ts); its tone marks are evidence on their own.
  // Counted on lower-cased text (language.ts), with Latin letters spelled out: a boundary that takes the character
  // before it, without Unicode classes, costs a fifth of a look-behind on every turn's language guess.
  stop: /(?:^|[^a-z0-9\u00c0-\u024f\u1e00-\u1eff])(?:không|là|của|và|có|được|cho|này|tôi|bạn|mình|rồi|với|một|những|thì|nhé|nha|ạ|viết|đừng)(?![a-z0-9\u00c0-\u024f\u1e00-\u1eff])|[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/g,
  lead: u('^(?:(?:(?:không|sai rồi|sai)(?=\\s*[,.!:;-]|\\s*$)|ừ|ờ|vâng|nhưng|làm ơn|ý tôi là|ý mình là|từ giờ|từ nay|nhớ là|hãy nhớ)\\b|ok(?=[\\s,.:;!-]|$))[\\s,.:;!-]*'),
  neg: u('^(?:đừng|không được|không cần|tránh|bỏ)\\b'),
  pos: u('^(?:hãy|dùng|sử dụng|viết|thêm|xóa|xoá|sửa|đổi|trả lời|luôn|giữ|giải thích|dịch|làm)\\b'),
  notSep: u('^(.{1,60}?),\\s+không phải\\s+(.{1,40})$'),
  butSep: u('^không phải\\s+(.{1,40}?)(?:,\\s*|\\s+mà\\s+(?:là\\s+)?)(.{1,60})$'),
  insteadSep: u('^(.{1,60}?)\\s+thay vì\\s+(.{1,40})$'),
  answer: u('\\b(?:trả lời|viết|nói|dùng)\\s+(?:bằng\\s+)?tiếng\\s+(\\p{L}+)'),
  negBefore: u('\\b(?:đừng|không)\\s+(?:\\S+\\s+){0,1}$'),
  use: 'Dùng',
  prep: u('^(?:bằng|với|trong|cho|ở|về)\\b'),
  not: 'không phải',
  question: u('^(?:tại sao|vì sao|sao|cái gì|như thế nào|thế nào|ở đâu|khi nào|bao nhiêu|có thể)\\b|\\b(?:không|chưa)\\s*\\?$'),
  confirmOnly: u('^(?:đúng|đúng rồi|chuẩn|ok|vâng|ừ)?[\\s,.!]*(?:luôn|từ giờ)?\\s*(?:như vậy|vậy|thế)?[\\s.!]*$'),
  courtesy: u('[,\\s]+(?:nhé|nha|ạ|nhá|giúp mình|giúp tôi|cảm ơn)$'),
  standing: u('\\b(?:tiếng việt|tiếng anh|ngắn gọn|ngắn hơn|trang trọng|thân mật|giọng văn|emoji|biểu tượng cảm xúc|gạch đầu dòng)\\b'),
});
