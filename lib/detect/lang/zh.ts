// Chinese: lead markers, directive patterns (不要/别/不是…而是/而不是/用…回答 with their polarity), confirmations.
import type { Directive, LangPack, TopicWords } from './types';
import { finish, languageName, leadStripper } from './util';
import { c, type Cue } from './cue';
import { ConverterFactory } from 'opencc-js/core';
import TO_CN from 'opencc-js/to/cn';

// Chinese (also applied to Japanese text containing kanji phrases). Substring semantics.
// "称呼我…", "叫我…", but not "叫我怎么办" or "叫我去…": how to address the user, read by a cue and by the rule.
const CALL_ME = '(?:称呼|叫)我(?!怎么|如何|什么|干|去|做|来|帮|别|不)(?:为)?';
const CALL_ME_RULE = new RegExp(`^(?:以后)?(?:请)?${CALL_ME}([^，,。\\s]{1,8}?)(?:就行了?|就好了?|就可以了?|吧)?$`);
// "你能不能别…？", "可不可以不要…": a ban asked as a question, read by a cue and by the rule.
const CAN_YOU = '(?:能不能|可不可以|能否|可以|能)(?:请你)?';
const ASKED_BAN = new RegExp(`^(?:你)?${CAN_YOU}(?=别|不要)([^？?]{2,40}?)(?:吗|呢|啊)?[？?]$`);
const ASKED_LEAD = new RegExp(`${CAN_YOU}[\\s，,]*$`);
// "用python3", "改用pnpm": a tool or version named alone, read by a cue and by the rule.
const USE_TOOL = '(?:请|要|改|换)?(?:用|使用|改用|换成|换用)\\s*[A-Za-z][A-Za-z0-9 .+#_-]{0,20}?(?:吧|啊)?';
const USE_TOOL_RULE = new RegExp(`^${USE_TOOL}$`);

export const ZH_CUES: Cue[] = [
  // ("以后可能要加限流" is a plan hedged with "可能", not a standing rule.) "每顿都要写热量": every part of the answer.
  c('zh.pref', 'pref', /(?:^|[，。,.!！？?\s；;：:（(])(以后|今后|往后|从现在开始|从今以后|之后都|下次)(?!可能|也许|或许|大概|再说|怎么|如何|该怎么|要怎么|会不会|能不能|是否|我(?:会|要去|在|得|可能|就要|经常|常常|每天|将))(都|请|要|不要|别|一律|统一|记得|不许|不准|禁止)?|记住(?!我的?(?:勾选框|复选框|选项|功能|按钮|密码|登录|状态))|记得(要|以后)|每次(都(?!一样|这样|那样|错|失败|报错|出错|不行|不对)|你)|(?:请|你)每次|每次[^，。,.!！？?\n]{1,16}(都|必须|要|请)|不要再|别再|永远(不要|要|都)|始终(要|使用|用)|一律|默认(使用|用)|总是要|每(?:顿|餐|条|篇|段|页|题|张|项|道|句|行|首|封|章|节)都(?:要|得|需要|必须|加上?|写上?|标上?|附上?)|每(?:天|个)都(?:要|得|需要|必须)(?:写|加|标|附|列|注明)/, 3),
  c('zh.not_but', 'corr', /不是[^，。,.\n]{0,30}(而是|是要|是让|是说)|而不是|不要[^，。\n]{0,20}(而是|要)|不想(?:要)?[^，。\n]{1,20}[，,]\s*而是/, 2.6, { notInQuestion: true }),
  // "表格用 Ant Design Vue，不是 Element Plus": the wanted side, then the one the assistant used.
  // "埃菲尔铁塔在巴黎，不在里昂": where it is, against where the reply put it.
  c('zh.x_not_y_end', 'corr', /[，,]\s*(?:而)?不是[^，,。？?吗呢]{1,30}[。！!]?\s*$|在[^，,。？?]{1,20}[，,]\s*(?:而)?不(?:是)?在[^，,。？?吗呢]{1,20}[。！!]?\s*$/, 2, { notInQuestion: true }),
  c('zh.i_meant', 'corr', /^我说的(?!话|对|没错|不一定)|我的意思是|我说的是|我是说|我要的是|我指的是|我想要的是|我说过|我(?:都|已经)?说了(?!算)|我刚才说|我(?:刚|刚刚|之前|前面|早就|一开始就)说(?:了|过)|我不是说|我已经说|我问的是|不是我要的|不是我想要|我明明|你明明/, 2.6),
  // ("格式不对的时候提示什么" names a case, not a verdict.)
  // ("老师说我的作文结构不对": someone else's verdict on the user's own work.)
  c('zh.wrong', 'corr', /不对(?![它其此这那]|的时候|时[，,]?)|不太对|不大对|错误[的地](?:添加|修改|删除|使用|设置|写|改)|错了(?!吗|么)|搞错|弄错|写错|放错|用错|理解错|误解|有误|是错的|是错误的(?![^，。？?]{0,6}[吗么？?])|反了|不正确|不准确|不合理|(?<!是否|是不是|有没)有问题(?!吗)/, 2.2, { notAfter: /(?:老师|老板|领导|经理|同事|朋友|同学|妈妈|爸爸|别人|他们|他|她|人家)(?:说|觉得|认为)[^，。？！,?!]{0,12}$/ }),
  // An author put back, tentatively, as the whole turn: "是李白写的吧".
  c('zh.fact_ba', 'corr', /^\s*(?:应该|好像|我记得)?是[^，。？！,?!\s]{1,10}?(?:写|说|发明|导演|唱|画|提出|建|创作|创立|发现|做)的吧[？?。!！]*\s*$/, 2.3),
  // A number put back the same way, "是330米吧", "不是330米吗": after a question of the reply's, an answer to it ("你的预算
  // 大概是多少？" → "是8000吧").
  c('zh.number_ba', 'corr', /^\s*(?:应该|好像|我记得)?(?:是|不是)(?:大约|大概|约)?\d[\d.,]*\s*[\u4e00-\u9fffa-zA-Z%]{0,3}(?:吧|吗|才对)[？?。!！]*\s*$/, 2.3, { answerable: true }),
  // "漏了最后一句", "少了第二段": what the reply left out, said without "你".
  c('zh.left_out', 'corr', /^\s*(?:还|又)?(?:漏了|漏掉了|遗漏了|少了|缺了)[^，。？?]{0,3}(?:最后|第|一|两|几|那|这)/, 2.2, { notInQuestion: true }),
  // "没让你加依赖": what the assistant did that nobody asked for.
  c('zh.didnt_ask', 'corr', /(?:我)?(?:没|没有|并没有|又没|谁)(?:让|叫|要求|请)你/, 2.2),
  c('zh.you_failed', 'corr', /你(怎么又|没有|没|并没有|根本没|忘了|忘记|漏了|遗漏|少了|怎么不|怎么没|不是说|为什么|又|还是没)|你(?:好像|似乎|貌似|大概)(?:没有|没|忘了|忘记|漏了|遗漏|少了)|是不是没有|没有考虑|漏掉|缺少了|不完整|又(忘了|忘记|漏了|没)|我(?:并)?(?:没|没有|从没|从来没)(?:让|叫|要求|要)你/, 2.2),
  // "数据都是强关联的，用关系型数据库更合适", "还是用 Redis 比较好": what would have served better than the reply's choice.
  c('zh.better_use', 'corr', /(?:用|改用|换成|换用|选)\s*((?:(?!什么|哪|怎么|啥|几)[^，,。？?！!\s]){2,12}?)\s*(?:会)?(?:更合适|更好|比较好|比较合适|更稳妥|更靠谱|更方便|才对|才合适)(?![^，,。]*(?:吗|呢|吧？))|^(?:用|改用|换成)\s*(?:(?!什么|哪|怎么|啥)[^，,。？?！!\s]){2,12}?\s*(?:来)?(?:写|实现|做)?[，,]\s*(?:会)?(?:更|比较)(?:简洁|清晰|合适|好|快|安全|方便|易读|高效)/u, 2.0, { notInQuestion: true }),
  c('zh.should', 'corr', /应该(是|用|要|在|把|改|为|放|加|写|显示|去掉|删|保留|使用)|你(?:需要|要|得)把|应当|我希望(是|它|在)|需要(你|改)|要改一下|改回|恢复(原|之前)|撤销|回滚|不要(着急|动|改|删|修改|使用|用|添加|加|这么|把|显示|发生|再)|别(动|改|删|用|加)|别提(?=这|那|到|他|她|我|[^了，。！!\s])|不需要|不用(加|改|写)|仅当|只(需要|要)|请不要|我希望是|我需要你|但是保留|保留[^，。]{0,10}其他|(?<!是)不是(?!我说|[很太](?:懂|明白|清楚|理解|确定|了解))[^，。]{1,12}[，,.。…]/, 1.6, {
    // "先别改代码", "先不要修改代码": a hold on this step ("don't change it yet"), not a correction of what was done.
    notAfter: /(?:先|暂时|暂且)$/,
  }),
  // "你必须编写完整", "务必…": a requirement, stated as one.
  c('zh.must', 'dir', /必须|务必|一定要|不能让/, 1),
  // "不要安排购物，…", "别用表情": a turn that opens with a ban.
  // "参考文献要按出现顺序编号", "不让用 radix": the order or the ban a named part of the work must follow.
  c('zh.by_rule', 'corr', /要按(?:照)?[^，。？?]{1,12}(?:编号|排序|排列|格式|顺序|规范)|不(?:让|许|准)(?:用|使用|加|改)/, 1.6),
  // "引用的链接打不开", "这篇文献查不到": a source the assistant gave is not what it said.
  c('zh.fake_source', 'corr', /链接(?:打不开|失效|无效|是假的|不存在|是错的)|(?:文献|论文|引用|来源|出处|参考资料|参考文献)(?:是)?(?:根本)?(?:不存在|是假的|是编的|查不到)/, 2.2, { notInQuestion: true }),
  // "你把 node_modules 也提交上去了": what was put where it should not be.
  c('zh.you_committed', 'corr', /你(?:怎么)?(?:又)?把.{1,30}?(?:也|都)?(?:提交|推送|上传)(?:上去|到仓库|进仓库|到远程)?了/, 1.8, { notInQuestion: true }),
  // "先读取代码再修改": the order the work should go in.
  c('zh.order', 'corr', /先[^，。？?\n]{1,12}(?:再|在|然后|之后再)(?:修改|改|写|动手|执行|提交|开始|做|实现|回答|告诉我(?:完成|做完|好了|改好)|说(?:完成|做完|好了)|汇报)/, 1.8, { notInQuestion: true }),
  // "128×128 感觉还是大": still too much of something after the change.
  c('zh.still_too', 'corr', /(?:还是|依然|仍然)(?:有点|太|偏|很)?(?:大|小|长|短|慢|宽|窄|高|低|亮|暗|模糊|复杂|啰嗦)(?![小大长短宽窄高低家学])/, 1.6, { notInQuestion: true }),
  // "需要加上文件后缀，否则没办法正常解析": a requirement, with what breaks without it.
  c('zh.otherwise', 'corr', /[，,]\s*(?:否则|不然)(?:会|就|没办法|无法|的话|会导致)/, 1.4, { notInQuestion: true }),
  // "这首诗不押韵", "翻译腔太重": the text given fails a plain test of its kind.
  c('zh.quality', 'corr', /不押韵|没押韵|没有押韵|不通顺|读不通|翻译腔|机翻味|像机翻/, 2.5, { notInQuestion: true }),
  // "说人话", "通俗一点", "大白话": plain words in every reply.
  c('zh.plain', 'pref', /说人话|讲人话|大白话|通俗(?:一点|一些|易懂|点)|别(?:那么|这么)?(?:官方|书面|学术)/, 2.2, { notInQuestion: true }),
  // ("别提了": "don't get me started", a sigh, not a ban.)
  c('zh.lead_ban', 'corr', /^\s*(?:请)?(?:不要|别(?![的人处家样])|不用|不许|禁止|去掉|删掉|去除|拿掉)(?!了|谢|客气|担心|着急|紧|急|麻烦|好意思|管|提了)[\u4e00-\u9fff]/, 1.2),
  // "我不能装 pandas，只能用标准库": what the user's setup allows.
  // "字数控制在200字左右", "不超过三段": a limit on the answer.
  c('zh.limit', 'corr', /(?:控制在|限制在|不超过|不要超过|[，,]最多)\s*(?:\d+|[一二两三四五六七八九十百千]+)\s*(?:个)?(?:字|行|段|句|页|分钟|条|点|个字|张|次)?(?![\u4e00-\u9fff]{0,1}(?:元|块|岁|米|斤))/, 2.3),
  c('zh.constraint', 'corr', /(?:我|我们|这里|公司|项目)(?:这边)?(?:不能|没法|无法|不允许)(?:装|安装|用|使用|联网)|只能(?:用|使用)/, 2),
  // "注释用中文", "返回值保留两位小数", "代码风格按 PEP8 来": how the code is written.
  // "请用简体字", "别用繁体": the script every reply should be written in.
  c('zh.script', 'pref', /(?:用|使用|改成|改用|换成|換成|写成|寫成)(?:简体|繁体|簡體|繁體)|(?:不要|别|別)(?:再)?用(?:繁体|简体|繁體|簡體)/, 2.4, { notInQuestion: true }),
  // "工具函数都放 src/lib 里，不要放 utils": where a kind of thing goes in this project.
  c('zh.belongs_in', 'corr', /(?:都|应该|要|统一|一律|只能)(?:放|放在|放到|写在|写到|移到|挪到)\s*[\w./@-]{2,40}\s*(?:里|下|中|目录|文件夹)/, 2.3, { notInQuestion: true }),
  c('zh.code_style', 'corr', /(?:注释|变量名|函数名|命名|文档|提交信息|commit|报错|错误信息|界面|文案)[^，,。]{0,4}(?:用|写|要|改成|改为)(?:成)?(?:中文|英文)|保留[一二两三四1-4]位小数|(?:按|按照|遵循|符合)\s*PEP\s*8|代码风格/, 2),
  c('zh.please_dont', 'corr', /请不要|不要再|不是删除|我希望是|而不是/, 0.8, { notInQuestion: true }),
  // "最大的纹理大小不是应该等于原图的尺寸吗", "难道不用先登录吗", "明明文件有不一样啊": what it should have been, asked back.
  // "金额要保留到分没错，但是百分比保留一位就行": granted for one part, put right for another.
  c('zh.right_but', 'corr', /(?:没错|没问题|是对的)[，,]\s*(?:但是?|不过|可是|只是)[^。？?]{2,}/u, 1.8, { notInQuestion: true }),
  // "这谁看得懂？": no one could read what the reply wrote.
  c('zh.who_can_read', 'corr', /谁(?:看得懂|能看懂|看得明白|读得懂|能读懂|看得出来)/u, 2.0),
  // "《围城》是钱钟书写的" after "鲁迅的代表作有《围城》": the reply's book or work, given its real author.
  c('zh.work_by', 'corr', /(《[^》]{1,20}》)(?:是|的作者是|作者是|明明是)[\u4e00-\u9fff]{2,4}(?:写的|的作品|的书|的诗|的)/u, 2.2, { namesPrev: true }),
  // "我要中文的", "要简体版": the language asked for, after a reply in another.
  c('zh.want_language', 'corr', /^(?:我|我们)?(?:要|想要|需要)(?:的是)?(?:中文|英文|日文|简体|繁体)(?:的|版|版本)?(?:吧|啊|呀)?[。！!]?$/, 2.2, { answerable: true }),
  // "要有具体数字", "加上具体的例子": what a vague answer lacked.
  c('zh.needs_specifics', 'corr', /(?:要|需要|得|请|必须)?(?:有|加上?|写上?|给出|补充|列出)(?:一些|点)?(?:具体|详细|实际|真实)(?:的)?(?:数字|数据|例子|案例|时间|日期|金额|步骤|来源|指标)/, 2.2, { notInQuestion: true }),
  // "已经发烧三天了，而且一直没退": it has gone on longer than the answer assumed.
  c('zh.persisting', 'corr', /已经[^，。？?]{0,8}(?:[一二两三四五六七八九十几\d]+|好几)(?:天|周|个星期|个月)了|一直(?:没|不)(?:退|好|消|停|见好|缓解)/, 1.8, { notInQuestion: true }),
  // "分条写，每条一句话", "列成表格": the shape the answer should take.
  c('zh.format', 'corr', /^(?:请|麻烦)?(?:分条|分点|分段|逐条|按条)(?:写|列|列出|说|回答)?|(?:列成|做成|整理成|改成)(?:表格|清单|列表)/, 2.6, { notInQuestion: true }),
  // "少用形容词，多写数据": less of one thing, more of another.
  c('zh.less_more', 'corr', /(?:^|[，,。])(?:请)?少(?:用|写|说|加|放|来)[^，,。？?]{1,10}[，,]\s*多(?:用|写|说|加|放|给|来)/, 2.6, { notInQuestion: true }),
  // "公司周报都是中文的": the language the user's own documents are always in.
  c('zh.all_in_language', 'corr', /(?:公司|我们|团队|项目|部门)(?:的|里的?)?[^，,。？?]{0,6}都是(?:用)?(?:中文|英文|日文|简体|繁体)(?:的|写的)?/u, 2.0, { notInQuestion: true }),
  // "不变的用 const": which ones take which form, after the reply used one form for all.
  c('zh.those_use', 'corr', /^[^，,。？?\s]{1,8}的(?:用|使用|改用)\s*[A-Za-z][\w.-]*[。！!]?$/u, 2.0, { needsAction: true }),
  // "第二本我看过了，换一本": another one of what the reply gave.
  c('zh.swap_one', 'corr', /(?:^|[，,。])\s*(?:再|帮我)?换(?:一|个|别的|其他的?)(?:个|本|首|家|种|部|款|批|组|篇|句|下)?(?:吧|呗|试试)?\s*(?:[。！!]|$)/u, 2.0),
  // "我们服务器是 Python 3.5，不支持 f-string": the user's setup cannot run what the reply used.
  // ("…不支持 flash-attn 吧" wonders; it states nothing.)
  c('zh.not_supported', 'corr', /不支持\s*([A-Za-z][\w.+-]{1,20}|[\u4e00-\u9fff]{2,6})(?![^，,。]*吧)/u, 2.2, { namesPrev: true, notInQuestion: true }),
  // "项目里已经封装了 request 工具，用那个", "已经有 src/utils/date.ts 了，往那里加": what the project already has, instead of
  // what the reply added.
  c('zh.have_already', 'corr', /已经(?:封装|写|有|实现|定义|配置|装|引入)(?:了|好了)?[^，,。？?]{1,30}[，,]\s*(?:(?:直接)?(?:用|使用|调用)(?:那个|这个|它|现成的)|(?:往|放|加|写|挪|移)(?:到)?(?:那里|那儿|那边|里面|进去|那个文件))/u, 2.2, { notInQuestion: true }),
  c('zh.rhetorical', 'corr', /(?:不是(?:应该|要|说好|说了|说过)[^。！？!?\n]{0,40}|难道(?:不|没)[^。！？!?\n]{0,30})(?:吗|嘛|么)\s*(?:[？?！!。，,]|$)|^\s*明明/, 2),
  // "我只让你修一个空指针，你改了这么多干嘛": more was changed than was asked for (en corr.scope).
  c('zh.scope', 'corr', /我只(?:是)?(?:让|叫|要|请)你|只让你|(?:改|动)了这么多|(?:改|动)这么多干(?:嘛|什么|啥)/, 2.2),
  // "参考资料不用附了": what the reply added, not wanted.
  c('zh.no_longer_add', 'corr', /[\u4e00-\u9fffA-Za-z]{2,10}不用(?:再)?(?:附|加|写|放|列|给|带|标|提供|展示|显示)(?:了|上了?)?(?=$|[，,。！!])/, 2.2, { aboutPrev: true }),
  // "还是用表格吧，列表看着乱": back to what the reply had replaced.
  // ("还是黑屏" is "still a black screen": only "还是" with a verb of choosing goes back.)
  // (Only after the reply changed something: "还是用表格吧" answering "表格还是列表？" is a choice.)
  c('zh.back_to', 'corr', /^(?:还是(?:用|改成|换成|改回|换回|按)|换回|改回|回到)(?:用)?([^，,。？?吗呢]{2,12}?)(?:吧|好了|比较好)?(?=$|[，,。！!])/, 2.2, { namesPrev: true, needsAction: true }),
  // "价格用人民币", "日期用 2026-12-07 这种格式": how a thing the reply gave should be given.
  // ("作为用户", "费用": "用" inside a word names no way of giving it.)
  c('zh.topic_use', 'corr', /^(?![这那它他她我你为怎是可能如既作还])([^，,。？?\s]{2,8}?)(?<![作费使应利采常不可能没有是为])(?:都|统一|要|得|最好|全部|全都|一律)?(?:用|使用|改用)(?![户了于来处途法品量的])\s*(?![^，,。]*(?:什么|哪|怎么|吗|呢))[^，,。？?]{1,16}(?:[，,]\s*[^，,。？?]{1,12}也(?:是|一样|要)(?:这样)?)?[。！!]?$/, 2.2, { namesPrev: true, notInQuestion: true }),
  // "电脑版不是在App Store下载的，去官网": where or how the reply said it is done, denied ("…吗" asks).
  c('zh.not_there', 'corr', /(?:不是|并不是|并非)在[^，,。？?！!]{1,20}的(?![^，,。]*[吗呢么])/, 2.2, { aboutPrev: true, notInQuestion: true }),
  // "跳过测试不叫修复": what was done is not the fix asked for.
  c('zh.not_a_fix', 'corr', /不叫(?:修复|解决|修好)|不算(?:修复|解决|修好)|这(?:不是|不叫|不算)(?:修复|解决)/, 2.2),
  // "接口字段必须保持下划线命名，不能改", after the reply changed them: what it changed must stay as it was.
  c('zh.must_keep', 'corr', /(?:必须|要|得)保持|保持原(?:来|样|有)|不能(?:改|动)(?!变)|不许(?:改|动)|不准(?:改|动)/, 1.8, { needsAction: true }),
  // ("2号线不经过吧？你再确认一下": the reply's claim, to be checked again.)
  c('zh.are_you_sure', 'corr', /你确定|真的吗|确定吗|你先告诉我|先说说|你?再(?:确认|核实|核对)一下/, 1.6),
  // "我这边可以肯定不是网络问题", "并不是这个问题": the cause the reply went after is not it.
  c('zh.not_the_cause', 'corr', /(?:不是|并非|并不是)[^，。？?！!、\s]{1,8}?(?:的)?(?:问题|原因|导致的|引起的)/, 2.0, { notAfter: /是$/, notInQuestion: true }),
  // ("你说的跟我问的没关系", "说了等于没说": the reply beside what was asked; there "没关系" is no courtesy, and zh.neg skips it.)
  c('zh.general_corr', 'corr', /你(说)?错了|不是这样|答非所问|文不对题|等于没说|废话(?:太多|连篇)|(?:跟|和|与)我(?:问|说|要)的[^，。？?]{0,6}?(?:没(?:有)?(?:什么)?关系|无关|不相关|不沾边|(?:完全|根本)?不(?:一样|同|符|搭))|没(有)?回答(我的)?问题|你理解错|你搞错|你(?:看|记|听|读)错|^\s*我?(?:先)?(?:纠正|更正)(?:一下|一点)|(?:纠正|更正)(?:一个|一下)?你(?:的|说)|没有你(?:说|提到|讲)的|你说的[^，。？?]{0,20}(?:没有|不存在|找不到)|重新(回答|写|生成)|你确定吗|这不是我(要|想要|问)的/, 2.4),
  // "resolvers.ts 文件你必须编写完整", "你不能让用户一个一个去添加啊": what the assistant must or must not do.
  // ("你必须告诉我哪个最便宜吗？" asks.)
  c('zh.you_must', 'corr', /你(?:必须|一定要|务必|不能|不可以|不应该|不许|不准)(?![^，。！？?]*[吗么][？?]?(?:$|[，。！？?]))/, 1.8, { notInQuestion: true }),
  // "你这个日期颜色怎么全变红了", "这个字体怎么歪歪扭扭的": how it came out, said as a complaint.
  // ("这个怎么变成按量付费的？" asks how; what came out wrong ends with 了, or is 歪歪扭扭的.)
  // "这模板也太假了吧", "这也太随便了吧": a verdict on what came ("也太好了吧" is praise).
  c('zh.too_bad', 'frus', /也太(?!好|棒|强|厉害|牛|赞|酷|美|可爱|帅|快|方便|完美|专业|贴心|详细|清楚|优秀|有用|实用|感动|好用|好看|好吃|给力|神|妙|有才|及时|快了)[\u4e00-\u9fff]{1,3}了吧/, 2),
  // "减脂怎么还有红烧肉？": what should not be there, still there.
  // "怎么还在用var", "为什么又用了 jQuery": a choice the user had refused, made again.
  // "改用pnpm", "用python3": a tool or version named alone, as the whole turn, is the one to use instead.
  c('zh.use_tool', 'corr', new RegExp(`^\\s*${USE_TOOL}[。.!！]?\\s*$`), 2.0, { answerable: true }),
  c('zh.still_using', 'corr', /(?:怎么|为什么|为啥|咋)(?:还在|还是|又在|又|还)(?:用|使用)(?:了)?\s*[A-Za-z]/, 2.4),
  c('zh.how_come', 'frus', /怎么(?:全|都|又|还|突然|一直|变得)?(?:变成?|成了|歪|乱|空|糊|卡|黑|白|红|没了|不见)[^，。？?]{0,6}了|怎么歪歪扭扭|怎么(?:还|又|会)(?:有|是|在|用)/, 1.8),
  // "全是空话", "没有数据支撑", "重点不突出", "第二段跟第一段重复了", "要用表格列出来": what a draft lacks or repeats.
  c('zh.content', 'corr', /全是(?:空话|套话|废话)|假大空|没有(?:具体的?)?(?:数据|例子|案例|细节|依据)(?:支撑|支持)?|(?:重点|主题|逻辑|层次|结构)不(?:突出|清楚|清晰|明确)|(?:段|句|部分|内容)[^，。？?]{0,8}重复了|^(?:要|得|需要)(?:用|按|写成|改成|分成|列成)(?!什么|哪)/, 2.0, { notInQuestion: true }),
  // ("第二种方案的成本是不是太高了？" asks whether it is; it says nothing is.)
  c('zh.style', 'corr', /太(?<!是不是太|会不会太|是否太)(长|短|啰嗦|复杂|简单|多|少)了|太(?<!是不是太|会不会太|是否太|不太)(大|小|宽|窄|高|低|粗|细|近|接近|远|慢|亮|暗|挤|密|乱|贵|俗|土|老套|普通|常见|大众|平淡|烂大街|无聊|油腻|甜|咸|辣|夸张|套路|水|空|虚|空洞|笼统|泛|泛泛|浮夸|敷衍|频繁|密集|拘束|隆重|高端|紧凑|折腾|麻烦)(了|，|,|。|$)|太(?<!是不是太|会不会太|是否太)(?:早|晚)(?!了?[吧吗呢]?[？?])(?:了|，|,|。|！|!|$)|简短一点|短一点|详细一点|简洁一点|(?:再|更)?简单(?:一点|一些|点)|浅显一点|(?:再|更)?(?:通俗|直白|易懂)(?:一点|一些|点)|(请)?用(中文|英文|日文)(再次|重新|再|在|又|来)?(回答|回复|写|交流|沟通|说话|对话|解释|输出|跟我)/, 2.3),
  // "不是，…" at the start: "No, …".
  c('zh.lead_no', 'corr', /^\s*不是[，,。！!]/, 2.2, { answerable: true, react: true }),
  // ("还是连不上", "还是登录不上", "还是跳不过去": the same, said with a verb's potential form; "还是做不到百分百" says what cannot be done.)
  c('zh.still', 'frus', /(还是|依然|仍然|依旧|照样)(不|没|报|错|乱|一样|同样|相同|显示|有|会|跑|黑|白|无|出现|存在|空的|空白)|(还是|依然|仍然|依旧)(?!做)[\u4e00-\u9fff]{1,2}不(上|了|到|开|动|出|进|起|通|着|过去|过来)|还是不行|又(报错|失败|出错|崩)|(?:更|越来越)(?:严重|糟糕|糟|差|慢|乱)了|(?:还是|依然|仍然|又)(?:挂|崩|失败)了/, 2.3),
  // "没有变化呀", "又回到了默认问题", "更糟了": the change did nothing, or undid itself.
  c('zh.no_change', 'frus', /没有变化|没变化|变化都没有|没有(?:任何)?改变|没改变|没什么变化|没啥变化|还是老样子|依然如此|(?:还是|依然|仍然)一样|又回到了|回到了(?:默认|原来|之前)|跟(?:之前|刚才|上次|原来)(?:完全|一模)?一样|变得更(?:差|糟|慢)|更糟了|更差了/, 2.0),
  // Common reproaches, written from how people talk to assistants rather than from the labelled rows.
  c('zh.made_up', 'corr', /瞎编|编造|胡编|乱编|捏造|杜撰|凭空(?:想象|捏造|编)|(?:根本|压根|并)(?:就)?不存在|不存在(?:啊|呀|哦|吧)|(?:这个|该|这种)(?:方法|函数|接口|API|api|属性|参数|命令|选项|库|包)(?:根本)?不存在(?!的(?:时候|话)|时|吗|呢)|(?:根本|压根|并)(?:就)?没(?:有)?(?:这个|这种|那个|这一?项|这些)(?:选项|按钮|菜单|设置|功能|函数|方法|参数|命令|字段|属性|接口|入口|选项卡|标签|页面|开关|文件|库|包|东西)|找不到(?:这个|那个|你说的)(?:选项|按钮|菜单|设置|功能|入口|开关|选项卡)/, 2.4),
  c('zh.outdated', 'corr', /过时了|已经过时|早就过时|(?:已经|早就)?(?:被)?(?:废弃|弃用)了/, 2.2),
  c('zh.off_topic', 'corr', /跑题|偏题|离题|文不对题|(?:这|那|你说的)(?:个|些)?(?:都)?(?:不相关|无关紧要)/, 2.2),
  // "你这说法跟你上次说的不一样", "前后矛盾": the answer contradicts what it said before.
  c('zh.contradicts', 'corr', /(?:跟|和|与)(?:你)?(?:上次|之前|刚才|前面|昨天|刚刚)(?:说|讲|给|回答)的不一样|(?:你|您|你的(?:说法|回答|答案)|这(?:个)?(?:说法|回答|答案))[^。？！?!]{0,6}(?:前后矛盾|自相矛盾)|(?:你|您)(?:上次|之前|刚才|前面|刚刚|刚|上面)(?:刚|不是|明明)?(?:说|讲|写)[^。？！?!]{0,40}?(?:现在|怎么又|又说|这次)/, 2.2),
  c('zh.mixed_up', 'corr', /搞混|弄混|混淆了|搞反了|弄反了|张冠李戴/, 2.4),
  c('zh.broke_it', 'corr', /改错了|改错(?:文件|地方|位置|了)|改坏|弄坏|搞坏|改崩|删错|越改越(?:糟|差|乱|错)/, 2.2),
  // "你把我的注释都删了": what the assistant removed or overwrote of the user's.
  c('zh.you_removed', 'corr', /你(?:怎么|又|还)?把[^，,。？?]{1,15}?(?:都|也|全)?(?:删了|删掉了|删除了|去掉了|覆盖了|弄丢了|改掉了)/, 2.2, { notInQuestion: true }),
  // "为什么又引入了 lodash？": "again" makes the why a reproach for what was done, not a question about it.
  c('zh.why_again', 'corr', /(?<![他她它])(?:为什么|为啥|怎么|咋|干嘛)又(?:把|去|要)?[^，,。？?]{0,4}?(?:引入|加了|添加|用了|改了|删了|写了|新建|创建|安装|重命名|引用|生成)/, 2.2),
  c('zh.undo', 'corr', /撤销|回滚|(?:部分|改动|修改|重构|重命名|改名|这些|那些)(?:都|全部)?(?:撤回|还原)|撤回[^，,。？?\n]{0,20}?(?:修改|改动|更改|变更|代码)|改回(?:去|来|原)|(?:加|放|弄|装|挪|移)回(?:来|去)|恢复(?:成|为)?(?:原来|原样|之前|到之前)|还原(?:回去|到之前|成原来)/, 2),
  // "语气太生硬了", "太机械了": the voice of the reply, reproached.
  // "写成男生的口吻", "改成正式的格式": the voice or form wanted instead.
  // ("日期用什么格式比较好" asks which: a question word in the span is no style asked for.)
  c('zh.rewrite_as', 'corr', /(?:写成|改成|换成|改为|变成|用)(?![^，,。？?]{0,12}?(?:什么|哪种|哪个|啥))[^，,。？?]{1,12}?(?:的)?(?:口吻|语气|风格|格式|文风|腔调)/, 2.2),
  // What the person the answer is for does or has: "我爸不喝酒", "他已经有智能手表了", "她对花粉过敏".
  c('zh.their_constraint', 'corr', /^(?:但是?|可是)?(?:他|她|他们|我(?:爸|妈|爸爸|妈妈|老公|老婆|女朋友|男朋友|儿子|女儿|孩子|老板|朋友|家人))(?:不(?:喝|吃|抽|打|玩|喜欢|爱|会|能|用)|已经有|也有|讨厌|对[^，。]{1,6}过敏)/, 2.2, { notInQuestion: true, answerable: true }),
  // What the user is, has or cannot do: "我膝盖不好，不能跑步", "我吃素", "我没时间去健身房", "预算只有500块".
  // "你算了三遍三个答案，我到底该信哪个": the answers contradict each other.
  // "红楼梦是曹雪芹写的": who made the thing the reply named, put right ("这个仓库就是我本人创建的" is the user's own).
  c('zh.made_by', 'corr', /^[^，,。？?！!]{0,6}?[\u4e00-\u9fff]{2,8}是(?!我|咱)[\u4e00-\u9fff]{2,4}(?:写|作|拍|唱|画|导演|主演|发明|提出|创作|设计|建)的/, 2.0, { aboutPrev: true, notInQuestion: true }),
  // "我们这边只用函数组件", "测试不能注释掉", "这是美元格式": the team's way, a ban on what was done, the wrong format.
  c('zh.we_only', 'corr', /我们(?:这边|这里|项目里?|团队|公司)?(?:只用|都用|统一用|一律用|从来不用|不用)(?!担心|客气|谢|急|管)|(?:不能|不要|别)(?:把[^，。！!]{1,8})?(?:注释|禁用|跳过)(?:掉)?|这是(?:美元|英文|英语|美国|英国|外国|错误的?)(?:的)?格式/, 2.0),
  // "还是五百多字啊，你数过吗": the same count after the fix, and whether it was checked at all.
  c('zh.did_you_even', 'frus', /你(?:到底|真的|有没有)?(?:数|看|读|测|试|跑|检查|验证|算|核对|对比)过(?:吗|没有|没)|你(?:到底|究竟|真的)(?:有没有|有没)(?:数|看|读|测|试|跑|运行|检查|验证|算|核对|对比)(?:过|一下)?/, 2.0),
  c('zh.still_count', 'frus', /(?:还是|依然|仍然|依旧)[一二两三四五六七八九十百千几\d]+多?(?:字|页|行|秒|分钟|个|次|条|张|MB|KB|%)/, 1.8),
  // "二月哪有30号": what the reply said, denied as a rhetorical "where is there …" ("附近哪有咖啡店？" asks).
  c('zh.rhetorical_none', 'corr', /(?:^|[，,。！!])[^，,。？！?!]{1,24}(?:哪有|哪还有|哪来的?|哪里有|哪里还有|哪儿有|哪能|哪会)[^，,。？！?!]{1,24}(?=[，,。！!]|$)/, 2.4, { aboutPrev: true, notInQuestion: true }),
  // "张经理是财务部的", "二甲双胍是2型的首选，1型要打胰岛素": the turn sets right who or what the reply named ("HEIC是苹果公司的吗"
  // asks).
  // "moment 早就不维护了，用 dayjs": what the reply used is no longer kept up (zh.outdated reads 过时 and 废弃).
  // "这样是 N+1 问题": the flaw in what the reply built, named.
  c('zh.flaw_named', 'corr', /(?:这样|这个|这|你这样)(?:写|做|改)?(?:是|有|会有|会导致|会造成|存在)\s*(?:N\+1|n\+1|内存泄漏|死锁|竞态|并发|SQL\s?注入|XSS|xss|越权|安全)(?:问题|漏洞|风险|隐患)?/, 2.2, { notInQuestion: true }),
  // "奶奶七十多了，看不懂这些梗": whoever it is for cannot follow it.
  c('zh.cant_follow', 'corr', /(?:^|[，,。！!；;\s])(?:奶奶|爷爷|外婆|外公|老人|爸妈|父母|我妈|我爸|孩子|客户|领导|老板|用户|新人|新员工|读者|外行|他们|她|他)[^。？?]{0,12}(?:看不懂|听不懂|读不懂|不会用|用不来|理解不了)/, 2.2, { notInQuestion: true }),
  // "只有三分钟，念不完": the time or room the user has.
  c('zh.only_time', 'corr', /只有[一两二三四五六七八九十\d半]+(?:分钟|小时|秒|页|天)|(?:^|[，,。\s])我?(?:只有|就|只在|只能)(?:周末|晚上|早上|周[一二三四五六日天]|工作日|下班后|假期)(?:才)?(?:有空|有时间|能练|能去|可以)|(?:念|读|讲|说|吃|做|看|写)不完/, 2.2, { notInQuestion: true, answerable: true }),
  // "孩子才一岁": how young whoever the plan is for is.
  c('zh.child_age', 'corr', /(?:孩子|宝宝|儿子|女儿|小孩)(?:才|只有|刚|还不到|刚满)[一两二三四五六七八九十\d半]+(?:岁|个月)/, 2.2, { notInQuestion: true, answerable: true }),
  // "用函数组件加 hooks" after a reply that used class components: the other way to do it.
  c('zh.use_other', 'corr', /^(?:请|麻烦|改)?用(?!户|法|途|量|来|于|品|处|意|心|功|餐|力)\s*(?!中文|英文|日文)[^\s，,。？?]{1,12}(?:\s*(?:加|和|\+)\s*[^，,。？?]{1,12})?(?<![吧呢啊吗])$/, 2.0, { answerable: true, prevHas: /用|使用|采用/ }),
  // "故宫周一闭馆": the place the plan sends the user to is shut that day.
  c('zh.closed_on', 'corr', /(?:周|星期|礼拜)[一二三四五六日天](?:都|是)?(?:闭馆|休息|休馆|不开门?|关门|不营业|不开放)/, 2.2, { notInQuestion: true }),
  // "写三万直接被刷了": what doing as the reply said would bring on the user.
  c('zh.bad_consequence', 'corr', /^(?!(?:对|是的|没错|嗯|确实|是啊|对啊))[^\n]*?(?:直接|会|肯定|就|铁定)被(?:刷|拒|淘汰|骂|开除|罚|扣分|封号|退回|拉黑)/, 2.0, { notInQuestion: true }),
  // "换成喜剧吧": the same, swapped for another kind, asked at the end of the turn.
  c('zh.swap_to', 'corr', /(?:^|[，,。])(?:那|还是)?换成[^，。？?]{1,10}(?:吧|啊)?[。！!]?$/, 2.2, { answerable: true }),
  // "那边机场关了": what the plan relies on is shut.
  c('zh.shut_now', 'corr', /(?:机场|车站|景区|商场|店|餐厅|博物馆|公园|路|高速|航线|地铁|线路)[^，。？?]{0,4}(?:关了|关闭了|停运了|停飞了|封了|不开了|停业了|封闭了)/, 2.2, { notInQuestion: true }),
  // "那天预报有暴雨": the weather the plan did not allow for.
  c('zh.forecast', 'corr', /(?:预报|天气预报)(?:说|显示)?(?:有|会有|要下)?[^，。？?]{0,6}(?:雨|雪|台风|高温|大风|寒潮|雾霾)/, 2.2, { notInQuestion: true, answerable: true }),
  // "调试用的那几个先留着，我还要用": what the reply removed, wanted kept for now.
  c('zh.keep_for_now', 'corr', /(?:先|暂时|还是)(?:留着|保留)|我还(?:要|得)用/, 2.2, { notInQuestion: true, answerable: true }),
  c('zh.unmaintained', 'corr', /(?:早就|已经|早)(?:不维护|停止维护|没人维护|淘汰|不推荐(?:用|使用)?)了?/, 2.2),
  // "这样深分页会很慢吧": what the reply's way will do.
  c('zh.this_way_bad', 'corr', /这样(?:写|做|搞|的话|用|改)?[^，,。！？?!]{0,12}(?:会很慢|会特别慢|太慢|太浪费时间|太费时间|太折腾|太绕|会卡|会很卡|不安全|会出问题|有风险|会丢数据|会死锁|会内存泄漏|会泄漏|会超时|会被注入|会死循环|会无限循环|会内存溢出|会栈溢出|会阻塞|会崩)/, 2.0),
  // "高铁最快四个多小时就到了": the value the reply gave, put back with "only … and it's done".
  c('zh.just_n', 'corr', /(?:最快|最多|最少|只要|只需|才|也就)[^，。？！?!]{0,6}?[一二三四五六七八九十两半几\d]+[^，。？！?!]{0,8}?就(?:到了|够了|行了|可以了|能到)/, 2.4, { notInQuestion: true }),
  // "黄玫瑰是道歉或者友情吧，…": what the reply named, said to be something else, hedged.
  c('zh.x_is_y_ba', 'corr', /^(?!这|那|它|我|你)[\u4e00-\u9fffA-Za-z0-9]{2,10}是(?!我|咱|你|不是|怎么|什么|谁|哪|多少|为什么|如何|几)[^，,。？?！!]{2,12}吧(?=[，,。！!]|$)/, 2.2, { aboutPrev: true }),
  // "医生说这两个不能一起大剂量吃": what the doctor or the manual said, set against the reply.
  c('zh.source_says', 'corr', /(?:医生|大夫|药剂师|药师|老师|专家|说明书|官网|官方文档|文档)(?:说|讲|告诉我|建议|写着|写的是)(?:过)?[^，。？！?!]{0,20}?(?:不能|不可以|不要|不行|别|不用|要|应该)/, 2.0),
  // "这些我都做了": what the reply suggested, already done.
  c('zh.already_did', 'frus', /(?:这些|这个|那些|那个|这几个|你说的)(?:我)?(?:都|早就|已经|全都)(?:做|试|弄|检查|改|装|重启)(?:过)?了/, 2.0),
  c('zh.x_is_y', 'corr', /^(?!这|那|它|我|你|是)[\u4e00-\u9fffA-Za-z0-9]{2,8}是(?!我|咱|你|不是|怎么|什么|谁|哪|多少|为什么|如何|几)[\u4e00-\u9fffA-Za-z0-9]{2,8}的[^，,。？?！!吗呢么]{0,4}(?:[，,][^，,。？?！!吗呢么]{1,30})?[。！!啊呀吧]*$/, 2.2, { aboutPrev: true, notInQuestion: true }),
  // "我们公司报销是在钉钉上提交的，不用签字": how it is done where the user works, and the step that is not needed.
  c('zh.our_way_not', 'corr', /我们(?:公司|这边|这里|部门|团队|学校|单位)[^。！？?!，,]{2,30}[，,](?:不用|不需要|无需|用不着)/, 2.0),
  c('zh.inconsistent', 'frus', /到底(?:该|应该)?(?:信|听|用)哪(?:个|一个)|(?:每次|一会儿)(?:说|算)的?(?:都)?不一样|前后矛盾|自相矛盾|[两三几](?:遍|次)[两三几]个(?:答案|结果)/, 2.2),
  c('zh.user_constraint', 'corr', /我(?:的)?(?:膝盖|腰|背|心脏|身体|肠胃|胃)(?:不好|受过伤|有伤|做过手术)|(?:^|[，,。])(?:不能|没法)(?:跑步|游泳|开车|吃辣|喝酒|吃肉|熬夜)|我(?:不能|没法|不会)(?:跑步|游泳|开车|吃辣|喝酒|吃肉|熬夜)|我(?:从来|一直|基本)?不(?:吃|喝)(?:辣|肉|猪肉|牛肉|海鲜|香菜|酒|咖啡|甜食|生的)|我(?:是)?(?:素食者?|吃素)|我(?:才|只是|还只是|还是|是)(?:初[一二三]|高[一二三]|小学生?|中学生|大一|新手|小白)|我对[^，。]{1,6}过敏|乳糖不耐|(?:我|我家人|家里人|家人|我爸|我妈|我老公|我老婆|我爱人|孩子|我孩子|我儿子|我女儿)(?:有|得了|患有|是)(?:糖尿病|高血压|痛风|心脏病|肾病|胃病|哮喘|乳糖不耐|高原反应|高反|恐高)|我(?:有点|容易|会)?(?:晕车|晕船|恐高|高反)|我没(?:有)?(?:时间|空|钱|条件|车|烤箱|健身房)|(?:我家|家里|手头|手边|我这边|我这里)(?:没有|没)(?!问题|关系|事|什么)[^，。？?！!\s]{1,6}|预算(?:只有|就|只|最多|不超过)\s*(?:\d+|[一二三四五六七八九十两几]+[千万百])/, 2.2, { notInQuestion: true, answerable: true }),
  // "这些我都看过了": the suggestions are ones the user has had.
  c('zh.already_done', 'corr', /(?:这些|那些|这几个|这几部|都)(?:我)?(?:都|也)?(?:看过|试过|去过|用过|听过|读过|吃过|玩过)了|^[^，,。？?！!\s]{2,8}(?:上个月|上周|上次|去年|之前|前几天|刚)(?:已经|都)?(?:看过|试过|去过|用过|听过|读过|吃过|玩过)了(?=[，,。！!]\s*(?:换|再|别|不要|推荐|有没有))|^(?:早就|已经|都)?(?:看过|试过|去过|用过|听过|读过|吃过|玩过)(?:好几|很多|无数|[两三四五几]+)(?:遍|次|回)了(?![^？?]{0,12}(?:经典|好看|好吃|好玩|喜欢|最爱|很棒|不错|推荐几))/, 2.2),
  // "有没有冷门一点的": the same, but different, asked without 更 (answering the reply's own question, it is the answer).
  c('zh.something_else_bare', 'corr', /有没有[^，。？?的]{1,6}(?:一点|一些)的(?:吗|呢|啊)?(?:[？?。]|$)/, 2.2, { answerable: true }),
  // "有没有更有心意一点的", "来点今年的新片", "换几个": the same, but different.
  c('zh.something_else', 'corr', /有没有(?:更|再)[^，。？?的]{1,10}(?:一点|一些)?的(?:吗|呢|啊)?(?:[？?。]|$)|^(?:换(?:一|几)?(?:个|部|些|批)|再来(?:几|一)(?:个|部|些))|^(?:要|想要|我要|我想要)(?:适合|能|可以|有)[^，。？?]{2,20}的$/, 2.2),
  // "这建议不靠谱", "不健康", "现实一点": the answer is unsound.
  c('zh.bad_advice', 'corr', /不靠谱|不现实|不切实际|(?:现实|实际|靠谱)一点|(?:这样|这|那样|那|完全[^，。？?]{1,10})(?:也|很|太|并|可)?不健康/, 2.2),
  // "单元测试根本没跑，你怎么知道通过了？": a claim of the assistant's, called out.
  c('zh.false_claim', 'corr', /根本(?:就)?(?:没|没有)(?:跑|运行|改|测试|测|执行|生效|修改|修复|实现|完成|通过|成功|用|动)|你怎么知道[^？?。，,]{0,10}(?:通过|成功|可以|没问题|好了|修复|完成|生效)|你(?:在)?(?:骗我|瞎说|胡说)/, 2.2),
  // "样式跟设计稿不一致": the work against what it should match.
  c('zh.mismatch', 'corr', /(?:跟|和|与)(?:设计稿|设计图|原型图?|需求|文档|要求|UI稿|效果图|示例)[^，。？?]{0,4}(?:不一致|不符|对不上|不一样)/, 2.2),
  // ("是发给我老板的，正式一点", "别这么随便": the tone asked for without "再"/"更", or refused.)
  // "项目里没装 lodash"：用户那边没有回复用到的东西（库、工具、软件）。
  // "家里有小孩，不放酒的做法有吗"：要一个不含某样东西的版本，因为回复里的做法用不了。
  c('zh.without_version', 'corr', /不(?:放|加|用|要|含|带|吃)[\u4e00-\u9fffA-Za-z]{1,6}的(?:做法|版本|方法|写法|菜谱|食谱|方案|配方)/, 2.2, { answerable: true, notInQuestion: true }),
  // "流行语全部去掉"：回复加进来的东西，全部拿掉（说的是回复里有的东西）。
  c('zh.remove_all', 'corr', /([\u4e00-\u9fffA-Za-z]{2,8}?)(?:全部|都|统统|通通|一律|全都)(?:给我)?(?:去掉|删掉|删了|拿掉|删除|去除|去了)/, 2.2, { namesPrev: true, notInQuestion: true, answerable: true }),
  // "密码怎么能提交到仓库里"：做了不该做的事，问"怎么能"。
  c('zh.how_could', 'corr', /(?:怎么能|怎么可以|怎能|谁让你)(?:把|直接)?[^，,。？?]{0,20}?(?:提交|上传|推到|推送|删|写死|暴露|泄露|公开|发出去|上线)|赶紧(?:撤回|回滚|删掉|改回|恢复|撤销)/, 2.2, { notInQuestion: true }),
  // "你这样一分钟就被封了"：照回复的做法会出的事。
  c('zh.this_way_fails', 'corr', /你这样(?:写|做|搞|弄)?(?![^，,。？?]{0,4}(?:会不会|能不能|是不是|有没有))(?:会|就|肯定|一定|马上|很快|分分钟)?[^，,。？?]{0,10}?(?:被封|被ban|被墙|封号|封IP|被限流|崩掉|崩了|挂掉|挂了|超时|内存溢出|死循环|卡死)/, 2.2, { notInQuestion: true }),
  // "清单里的牛奶我已经买了，去掉吧"：回复给的东西，用户早就有了或做过了。
  c('zh.already_have', 'corr', /(?:我|我们|家里|我家)(?:已经|早就)(?:买了|买过了|有了|做过了|吃过了|去过了|看过了|读过了|订好了|办好了|装好了|配好了)(?![^，,。]*(?:吗|呢|？|\?))(?![^。！!]*(?:谢谢|感谢|太好了|不错|很好|挺好|好用))/, 2.0, { notInQuestion: true, answerable: true }),
  // "地址要从环境变量里读"：该从哪里取，回复却写死了。
  c('zh.read_from', 'corr', /(?<!^(?:对|对的|是的|没错|嗯|好的?)[，,\s]*[^，,。]{0,12})(?:要|得|应该|必须|需要)从[^，,。？?]{1,12}?(?:里|中|上)?(?:读|取|拿|获取|读取|加载|注入)(?![^。！!]*(?:对了|没错|很好|不错))/, 2.2, { notInQuestion: true }),
  // "用 websocket，轮询太浪费了"：要用的东西，和回复那样做的毛病。
  c('zh.use_instead', 'corr', /^\s*(?:改|换|还是)?用\s*[A-Za-z][\w.+#-]*[，,]\s*[^，,。？?]{1,12}?太(?!好|棒|方便|强|牛|赞|爽|香|酷|美|简单|省心|快)[^，,。？?]{1,6}了/, 2.2),
  // "手机号属于敏感信息，日志里要脱敏"：敏感数据被原样输出了。
  c('zh.sensitive', 'corr', /(?:属于|是)敏感(?:信息|数据)|(?:要|得|需要|必须)(?:做)?脱敏|不能(?:打印|记录|写进|输出|暴露)(?:到|在)?(?:日志|log)/i, 2.2, { notInQuestion: true }),
  c('zh.not_installed', 'corr', /(?:项目|工程|仓库|代码库|这边|我们|我这|服务器|环境|电脑|机器|线上|生产)(?:里|上|中|这边|那边)?(?:根本|并|都|也|压根)?(?:没(?:有)?(?:装|安装|引入|用)|不能装|装不了|不让装)\s*([A-Za-z][\w.@/-]{1,30}(?![\w.@/-])|[\u4e00-\u9fff]{2,8}(?![\u4e00-\u9fff]*的话))(?!\s*(?:的话|怎么|咋|能不能|可以吗|行吗))/, 2.2, { namesPrev: true, answerable: true, notInQuestion: true }),
  c('zh.tone', 'corr', /(?:语气|口气|措辞|文风)(?:太|有点|有些|过于|很|比较)?(?:生硬|冷冰冰|机械|官方|正式|随意|冲|强硬|啰嗦|浮夸)|太(?:生硬|机械|官方|官腔|客套|拘谨|浮夸|书面|口语化|正式|随意|随便|严肃|死板|轻浮|幼稚)了|别(?:这么|那么)(?:随便|随意|生硬|正式|官方|死板)|(?:像|跟)(?:机器人|AI|ai)(?:一样|写的)|(?:读起来|听起来|看起来|感觉)(?:像|跟)(?:广告|机器人|AI|ai|营销号|推销|公文|套话|机翻)|(?:再|更)?(?:委婉|礼貌|口语|正式|自然|专业|客气)(?:一点|一些|些)|(?<!想|要|能|过得|活得|过)(?:再|更)?(?:轻松|活泼|幽默|亲切|温和|温柔|俏皮|接地气|严肃|低调|谦虚|热情|真诚|诚恳|体面|得体|大方)(?:一点|一些|些)|语气(?:要|得|需要|请)(?:再|更)?[^，。？?]{1,4}(?:一点|一些|些)|(?:不能|不要|别)(?:太)?(?:口语化|随意|随便|生硬|书面化)|要(?:用)?(?:正式|书面|专业)(?:用语|语言|措辞|的表达)(?![吗呢嘛？?])/, 2.2),
  // "你每次都这么说": the promise heard before, not a standing rule.
  c('zh.heard_before', 'frus', /你(?:每次|总是|老是|一直|次次|回回)都?(?:这么|这样)说|每次都(?:这么|这样)说/, 2.3),
  c('zh.circles', 'frus', /绕圈子|原地打转|兜圈子|来回改/, 2),
  // "你是不是傻", "你到底在干什么", "写的什么垃圾", "无语了": exasperation at the assistant or its work ("垃圾回收" is a
  // topic, and "卧槽" alone cheers as often as it curses).
  c('zh.abuse', 'frus', /傻逼|傻b|煞笔|傻叉|你(?:是不是|是)?(?:傻|蠢|笨)(?:吗|啊|呀|了|的|[，,？?！!]|$)|你(?:他妈|tm|特么|妈的)|他妈的|我[艹草操]你|你是猪|脑子(?:有问题|进水|有病)|长点脑子|弱智|智障|蠢货|废物|(?:什么|真|太|一堆)垃圾(?!分类|回收|桶|站|邮件|短信|箱|处理|清理|文件|食品)|垃圾(?:代码|东西|玩意|回答)|什么玩意|搞什么(?:鬼|飞机)|你(?:到底|究竟)?在(?:干|搞)(?:什么|啥|嘛)|你(?:到底|究竟)在做(?:什么|啥)|服了(?:你)?了|真服了|无语|气死(?:我)?了|你行不行|你到底是(?:什么|啥)(?:大)?模型|怎么(?:这么|那么)(?:差|烂|笨|蠢)|你(?:这么|那么)(?:差|烂|笨|蠢)/, 2.2),
  c('zh.reread', 'corr', /(?:重新|再|仔细)(?:读|看)(?:一下|一遍|清楚)?(?:我的)?(?:问题|消息|需求|要求|话)/, 2),
  c('zh.as_i_said', 'corr', /(?:只|仅)(?:改|修改|动|做)我(?:说|要求|指定|让你改)的|按(?:照)?我(?:说|要求)的(?:做|改|来)/, 2.4),
  c('zh.to_the_point', 'pref', /说重点|讲重点|直接说重点|直接(?:说|讲|给)(?:我)?(?:结论|答案|结果)|别绕弯子?|开门见山|(?:直接|只)给(?:我)?代码|只要代码/, 2.5),
  c('zh.we_use', 'pref', /我们(?:项目|这里|这边|团队|公司)(?:里|中)?(?:都|一直|统一)?(?:用|使用)(?:的是)?\s*[A-Za-z]/, 2.4),
  c('zh.we_dont_use', 'corr', /我们(?:项目|这里|这边|团队|公司)?(?:里|中)?(?:不用|不使用|从不用)[A-Za-z]/, 2.4),
  // ("能不能用 alpine", "行不行" ask; they report nothing.)
  c('zh.no_effect', 'frus', /没有效果|没效果|不生效|没有生效|没生效|无效|不起作用|没有用(?!过)|没用(?!过)|(?<!行)不行|不工作|(?<!能)不能(用|运行|工作)|无法(正确|运行|编译|使用|工作)|运行不了|跑不起来/, 2.2),
  // "现在网页打不开了", "图标均未显示出来", "半点反应都没有", "瓦片错位": what still does not show or work.
  c('zh.not_showing', 'frus', /打不开|(?:一片|变成|变得|直接)?空白了|一片空白|(?:直接|突然|全都|都)?不见了|消失了|(?:没有|没|未|不)显示|(?:没有|没)(?:任何)?(?:反应|提示|反馈|报错信息)|反应都没有|没有更新|没更新|错位(?!置)|没有隔离|不生效了|出不来/, 1.8),
  // "中文显示乱码了", "表格格式乱了", "订单数量对不上", "接口返回的是空数组", "之前好好的，你一改就坏了": what the user sees wrong now.
  c('zh.symptom', 'frus', /乱码|(?:格式|排版|布局|样式|页面|顺序)(?:全|都|又|有点)?乱了|对不上|(?:返回|拿到|查到|查出来|取到)(?:的)?(?:是|了)?(?:空的|空数组|空值|空对象|空|null|undefined)|一改就(?:坏|错|崩|报错|出问题)|(?:之前|本来|原来)(?:都是|还)?好好的/, 2.0),
  // "为什么要新建一个文件？": what was made that nobody asked for, after the assistant acted.
  // "搞这么复杂干嘛", "写得这么啰嗦": the work overdone.
  c('zh.overdone', 'corr', /(?:搞|弄|写|做|改|设计)(?:得)?(?:这么|那么)(?:复杂|麻烦|啰嗦|繁琐|臃肿)/, 2.0),
  // "这只是把问题藏起来了": what was done hides the failure instead of fixing it.
  c('zh.hides', 'corr', /(?:只是|只不过|这是|你这是)(?:在)?把(?:问题|错误|报错|bug|异常)(?:给)?(?:藏起来|掩盖|隐藏|盖住|吞掉)/, 2.2),
  // "密钥绝对不能写进配置文件", "千万别动数据库": a ban said as absolute.
  // "统一用 const，需要重新赋值的才用 let", "文件名统一用短横线": a convention for all the work, not this one change.
  c('zh.uniform', 'pref', /统一(?:用|使用|改成|改为|写成|采用)(?![^，。,.]{0,12}[吗么？?])/, 2.4, { notInQuestion: true }),
  // "四个语言文件都要加，不能只加 zh.json": the work did one place of several.
  c('zh.not_only', 'corr', /不能只(?:加|改|写|用|做|测|在|放|更新|修改|处理)|不(?:要|能)?光(?:改|加|写)(?:了)?[^，。]{0,10}[，,]/, 2.2, { notInQuestion: true }),
  // "密码不能写死在代码里，放到环境变量": a secret or setting the work wrote into the code.
  c('zh.no_hardcode', 'corr', /(?:不能|不要|别|不应该|不可以|不准|禁止)(?:直接)?(?:写死|硬编码|明文(?:存|保存|写)|提交到(?:git|仓库))|(?:放到|放在|改用|用|走)环境变量(?:里|中)?(?![吗么？?])/, 2.2, { notInQuestion: true }),
  c('zh.absolute_ban', 'corr', /(?:绝对|千万|坚决)(?:不能|不要|别|不可以|不许|不准)/, 2.0, { notInQuestion: true }),
  // "你引入styled-components干什么", "你装这个包干嘛": what the assistant brought in, reproached.
  c('zh.why_did', 'corr', /你(?:引入|加|添加|装|安装|引|新建|创建|删|删掉|改|换)了?[^，。？?！!]{1,30}?(?:干什么|干嘛|做什么)/, 2.2),
  // "孙悟空才是大徒弟": the one it really is, said back as the whole turn.
  c('zh.actually_is', 'corr', /^(?:不对[，,]?\s*)?[^，,。？?！!\s]{1,12}才是[^，,。？?！!]{1,12}(?:吧|啊|呀|哦)?[。！!]?$/, 2.2, { notInQuestion: true }),
  // "LEFT JOIN 不会过滤，INNER JOIN 才会", "不是2号线，1号线才是": what the reply said of one thing, true of another.
  c('zh.other_one_does', 'corr', /(?:不会|不是|没有|不能|不用)[^，,。；;！!？?]{0,12}[，,；;]\s*[^，,。；;！!？?]{1,20}?才(?:会|是|对|行|能|可以|需要|要)(?=[。！!，,]|\s*$)/, 2.3, { notInQuestion: true }),
  // "2号线不经过吧？", "不是周三吧？": the reply's claim, doubted as a tag question (not "不会有问题吧？", a worry).
  c('zh.doubt_tag', 'corr', /[^，,。？?！!\s]{0,8}(?:不|没)(?:是|经过|在|对|会|到|停|通)(?![^，,。？?！!]{0,8}(?:问题|影响|风险|危险|关系|太|很|吗))[^，,。？?！!]{0,8}吧\s*[？?]/, 2.2, { aboutPrev: true, answerable: true }),
  // "跟上一版有啥区别？一模一样啊", "改了跟没改一样": nothing changed.
  c('zh.same_as_before', 'frus', /一模一样|(?:改了)?(?:跟|和)没改(?:过)?一样|等于没改|白改了|改了(?:个)?寂寞|(?:跟|和|与)(?:上一版|上一个|上一次|之前|上次|原来|刚才)(?:的|那个|那版)?(?:有|没)(?:啥|什么)(?:区别|变化|不同)/, 2.0),
  // "代回去不成立啊，你再算一遍": the answer checked and failed; do it again.
  c('zh.recheck', 'corr', /代(?:回去|进去|入)[^，。？?！!]{0,6}(?:不成立|不对|不等)|你(?:再|重新)(?:算|验算|核算|数|检查)(?:一)?(?:遍|下|次)/, 2.0),
  // "你再算算", "再想想": asked to work it out again, after an answer the user doubts (zh.recheck is how it failed).
  c('zh.again_think', 'corr', /(?:^|[，,。！!？?\s啊呀])你?再(?:算算|想想|数数|查查|核对核对|检查检查|好好(?:算|想|看)(?:一下|一遍|算|想|看)?)/, 1.6, { notInQuestion: true }),
  // "我膝盖有伤，说过的，不能跑步": said before, without the "I".
  // "在徐汇区，我前面发给你地址了", "我给过你数据": what the user had already given, pointed back to.
  c('zh.gave_before', 'corr', /我(?:前面|之前|刚才|刚刚|上面|早就|一开始|已经)(?:已经|都)?(?:发|给|贴|传|告诉)(?:给)?(?:过)?你|我(?:都|已经)?(?:给|发|贴|告诉)过你/, 2.2),
  // "还是一股广告味，改了三遍了": the count of rewrites that did not fix it.
  // "我要说几遍？", "说了多少次了": the same thing asked again and again.
  c('zh.say_how_often', 'frus', /(?:要|得|还要|到底要)?说(?:了)?(?:几|多少)(?:遍|次)|(?:说|讲)了(?:多少|N|n)(?:遍|次)了/, 2.4),
  c('zh.nth_rewrite', 'frus', /(?:改|换|试|问|说|讲|重复|调|修|重写|写|弄)了[两三四五六七八九十几好多\d]+(?:遍|次|回|轮)(?:了|都|还)/, 2.0),
  // "还是那个错误的数字": the same wrong result, back.
  c('zh.same_wrong', 'frus', /还是(?:那个|这个|一样的|同样的|同一个)(?:错误的|错的)?(?:数字|结果|答案|数|值|错误)/, 2.0),
  // "这已经是第三版了": the count of drafts that missed.
  c('zh.nth_version', 'frus', /(?:这|这已经|已经)是第[二三四五六七八九十几\d]+(?:版|次|遍|稿|轮)了/, 2.2),
  // "我们不做硬件，我们是汇总数据的平台": what the user is, put right.
  c('zh.we_are_not', 'corr', /(?:我们|我)(?:不是|不做|没有做|不卖)[^，。！？,.!?\n]{1,15}[，,]\s*(?:我们|我)(?:是|做|只做)/, 2.2),
  c('zh.said_before', 'corr', /(?:^|[，,。！!\s])(?:之前|刚才|早就|前面|一开始)?说过(?:的|了)(?:啊|呀|吧)?(?:[，,。！!]|$)/, 2.2),
  // "你到底有没有看我发的要求？？": did you even read it.
  c('zh.did_you_read', 'frus', /你(?:到底|究竟)(?:有没有|是不是没)?(?:看|读|听|认真看|仔细看)|你(?:有没有|是不是没)(?:认真|仔细)?(?:看|读|听)(?:我|清楚|懂)/, 2.0),
  // "这也太肉麻了，正常一点": the register turned down.
  c('zh.tone_down', 'corr', /太(?:肉麻|官方|生硬|做作|书面|刻板|油腻|煽情|浮夸|夸张)了?|(?:^|[，,。！!\s])(?:正常|自然|口语化|接地气|随意)(?:一)?点(?:儿)?(?:吧|啊)?(?:[。！!，,]|$)/, 1.8),
  // "021是上海的，深圳是0755": the reply's value put back, and the right one beside it.
  c('zh.value_is_other', 'corr', /^[^，,。？?！!]{0,8}\d[\d.]*[^，,。？?！!]{0,4}是[^，,。？?！!]{1,10}的[，,]\s*[^，,。？?！!]{1,10}是[^，,。？?！!]{1,12}[。！!]?\s*$/, 2.2, { aboutPrev: true }),
  // "整个项目都是tailwind": the team's way, said after work that ignored it.
  c('zh.team_way', 'corr', /(?:整个|我们(?:的)?|这个)项目(?:里)?(?:都|全都|全部)(?:是|用的是|用)/, 1.6, { needsAction: true }),
  c('zh.why_new', 'corr', /(?:为什么|为啥|干嘛|干什么)(?:你)?(?:要|还要|又要)?(?:新建|创建|新增|另建|另外(?:建|写)|单独(?:建|写)|重新建|新写)(?:了)?(?:一个|个|这个|这么多)?(?:新的)?(?:文件|组件|页面|函数|类|目录|文件夹|模块|接口|脚本)/, 2.2, { needsAction: true }),
  // "你这是在作弊", "不要造假", "掩盖了问题": a test or a result made to lie.
  c('zh.cheating', 'corr', /作弊|造假|糊弄(?:我|人|过去)?|掩盖(?:了)?(?:问题|错误|报错|bug|失败)/, 2.2),
  // "你能不能别老是道歉？", "可以不要加注释吗": a ban asked as a question.
  c('zh.ask_stop', 'corr', new RegExp(`${CAN_YOU}(?:别|不要)(?:再|老是|总是|一直|每次都)?`), 2.5),
  // "你一直在犯同样的错误": the same mistake, again.
  c('zh.same_mistake', 'corr', /(?:一直|总是|老是|又|再次|还)(?:在)?犯(?:同样|一样|相同|同一个)的?(?:错误|错)|(?:同样|一样|相同)的(?:错误|错)(?:又|还|一直)/, 2.2),
  // "你为什么把我的注释删了？": what the assistant removed or changed of the user's.
  c('zh.why_removed', 'corr', /为什么(?:要)?(?:把|给)?我的[^？?。，,]{1,12}(?:删|改|去掉|换|弄)/, 2.4),
  // "这个报错是什么意思？" asks what an error means; it reports no failure of the assistant's.
  c('zh.what_means', 'neg', /(?:这个|这|该)?(?:报错|错误|提示|警告)(?:信息)?是(?:什么|啥)意思/, 2.0),
  c('zh.error', 'frus', /报错|出错|失败了|又失败|崩了|崩溃|异常|错误[:：]/, 1.8),
  // "不是应该这样吗？我也不确定": the user is unsure too, which asks and corrects nothing.
  c('zh.unsure', 'neg', /我也(?:不确定|不知道|不太清楚|拿不准)/, 2),
  // "这段代码编译不过", "跑不起来": what does not build or run.
  // "又给我整出新 bug 了", "页面直接白屏": what the change broke.
  c('zh.new_bug', 'corr', /(?:又|还)(?:给我)?(?:整|弄|搞|改|写)出(?:了)?(?:个|一个|一堆)?(?:新的?)?\s*(?:bug|BUG|问题|错误|报错)|(?:页面|直接|一打开就|打开就)白屏/, 2.0),
  c('zh.broken_build', 'frus', /编译不过|编译不了|编译失败|编译报错|跑不起来|跑不通|运行不了|运行不起来|启动不了|启动不起来/, 1.8),
  // "错了，澳大利亚的首都是堪培拉": the verdict first, then what is so.
  c('zh.wrong_lead', 'corr', /^(?:错了|不对|你错了|说错了|答错了)[，,！!。]\s*[^？?\s]{2,}/, 2.0, { notInQuestion: true }),
  // "你怎么一直重复", "别重复了": the same answer again.
  c('zh.repeating', 'corr', /(?:一直|老是|总是|又|还在|一直在)重复|别(?:再)?重复了|重复(?:了|的)?(?:同样|一样|相同)的(?:内容|话|答案|回答)/, 2.2),
  // "称呼我小王就行", "以后叫我老王": how to address the user.
  c('zh.call_me', 'pref', new RegExp(`${CALL_ME}[^，。？?！!\\s]{1,8}?(?:就行|就好|就可以|吧)?[。！!]?$`), 2.5, { notInQuestion: true }),
  // "预算是人均200以内，你推荐的都超了": what the reply gave breaks the limit the user set.
  // ("5999都超预算了", "这个已经超出预算了": the price it named, over the budget.)
  c('zh.over_limit', 'corr', /你(?:推荐|给|列|选|找|写|安排)(?:的|出来的)[^。？?！!，,]{0,10}?(?:都|全都|全|已经|还是)?(?:超了|超出了?|超过了|超标了?)|(?:都|已经|明显|早就|远远)(?:超|超过|超出)(?:了)?(?:我的)?预算(?:了)?(?![吗么？?])/, 2.4),
  // "文档字符串一行就够了", "一句话就够": how much of it is enough, after a reply that gave more.
  // "国外用不了支付宝": what the reply suggested cannot be used where the user is (naming it; not "为啥不能用…", a question).
  c('zh.cant_use', 'corr', /^(?![^\n]*(?:为啥|为什么|怎么|能不能|可不可以|吗|呢|导致|出现|报错|问题))[^\n]*?(?:用不了|没法用|用不上)[^，。？?\n]{0,12}/, 2.0, { notInQuestion: true, aboutPrev: true }),
  // "用组合式 API，项目里都是 setup 写法": how everything in the user's project is done.
  c('zh.project_all', 'corr', /(?:项目|我们|公司|团队|代码)(?:里|中|这边|里面)?(?:都是|全是|一律是|统一是|统一用|全都用)/, 2.0, { notInQuestion: true }),
  // "我们用的是 conda 环境" after pip, "我们课上学的是C++" after Java: the tool the user's side uses (or is taught) is not the
  // one the reply named.
  c('zh.we_use_is', 'corr', /^(?:不是[，,]?\s*)?(?:我们|我|公司|项目|咱们|老师)(?:这边|这里|项目里|公司里|课上|学校|班上|上课)?(?:用的是|使用的是|一直用的是|用的都是|学的是|教的是|要求的是|要求用)\s*([A-Za-z][\w.+-]*|[\u4e00-\u9fff]{2,6})/, 2.2, { notInQuestion: true, otherThanPrev: true }),
  // "你改的是编译后的文件，源码在 src 里": what the reply worked on is not the thing meant.
  c('zh.you_did_wrong_one', 'corr', /你(?:改|修改|动|编辑|删|改动)的(?:是|都是)(?!对的|正确的|对|我要的|我想要的)[^，,。？?]{1,20}[，,。；;]\s*(?:源码|源文件|真正的|实际的|正确的|要改的|应该改的|我要的|我说的)/, 2.2),
  // "房东只收现金" after a transfer was suggested: the only way the other side takes.
  c('zh.only_accepts', 'corr', /(?:只|只能|仅)(?:收|接受|支持|认)\s*(?:现金|刷卡|银行卡|信用卡|转账|微信|支付宝|美元|欧元|人民币|[A-Za-z]{2,})/, 2.4, { notInQuestion: true }),
  // "2号线这段在维修，停运了": the line, road or place the reply named, not running.
  c('zh.named_closed', 'corr', /([\p{Script=Han}A-Za-z0-9]{2,8}?)(?:这段|这条|这家|那家|那段|那边|这边)?(?:在维修|维修中|正在维修|停运|关闭了|关门了|封路|在施工|施工中|歇业|倒闭了|不开了)/u, 2.2, { namesPrev: true, notInQuestion: true }),
  // "我是应届生，没有管理经验" after a self-introduction built on it: experience the user does not have.
  c('zh.no_experience', 'corr', /没(?:有)?(?:什么)?([\p{Script=Han}A-Za-z]{2,6}?)(?:方面的|相关)?经验/u, 2.0, { namesPrev: true, notInQuestion: true }),
  // "我们用 pytest" after unittest: the tool the user's side uses, said plainly.
  c('zh.we_use_tool', 'corr', /^(?:不是[，,]?\s*)?(?:我们|咱们|公司|项目里?|团队)(?:这边|这里)?(?:都|一直|只|统一)?用\s*([A-Za-z][\w.+-]*)\s*(?:[，,。！!]|$)/, 2.2, { notInQuestion: true, otherThanPrev: true }),
  // "README 只写中文就行" after an English section was added: only that is wanted (in that language, with that tool).
  c('zh.only_enough', 'corr', /只(?:写|用)[^，,。？?！!]{1,12}就(?:行|好|可以|够了)/, 2.4, { notInQuestion: true, answerable: true }),
  // "得用 playwright", "还是得用 redis": the tool the job needs, after the reply used another.
  c('zh.must_use', 'corr', /(?:^|[，,。；;！!\s])(?:还是|所以)?(?:得|必须|只能|一定要)(?:要)?(?:用|改用|换成|换)\s*[A-Za-z][\w.-]+/, 2.2, { notInQuestion: true }),
  // "能用 const 的地方用 const": wherever it can be done, do it (not "…都用了，谢谢": done, and thanked for).
  c('zh.wherever', 'corr', /^(?![^\n]*(?:谢谢|不错|很好|挺好|完美|没问题))[^\n]*?能(?:用|写|加|拆|省)[^，。,？?]{1,20}的地方(?:都|就|全|尽量|一律)?(?:用|写|加|拆|省)(?!了|上了|过)/, 2.2, { notInQuestion: true }),
  // "按金额排，从大到小" after a table sorted by date: the key to sort by is another one.
  c('zh.sort_by', 'corr', /^(?:不是|不对|不要)?[，,]?\s*(?:要|请|应该)?按(?:照)?\s*([^\s，。,？?]{1,8}?)\s*(?:来)?(?:排序|排|倒序|升序|降序|从大到小|从小到大|从高到低|从低到高)/, 2.2, { notInQuestion: true, otherThanPrev: true }),
  c('zh.enough', 'corr', /(?:写|做|放|建|留|弄)?[一两二三四五六七八九十几\d]+(?:行|句|句话|段|段话|个|条|点|页|字|段落|份|处|次)(?:就|也)?(?:够了|足够了?|就行了?|就可以了?|就好了?|够用了?)/, 2.2, { notInQuestion: true }),
  // "變數名稱請用英文": the language names in the work are written in.
  // "环境变量名要全大写，下划线分隔": how names of one kind are written (case and separator).
  c('zh.names_case', 'corr', /(?<!^(?:对|对的|是的|没错|嗯|好的?)[，,\s]*)(?:变数|变量|函数|文件|字段|类|方法|接口|表|列|常量|环境变量|分支|标签|目录|键)(?:名|名称|名字)?(?:请|都|要|得|必须|应该|统一|一律|全部)(?:用|是|写成|改成)?(?:全|全部)?(?:大写|小写|驼峰|小驼峰|大驼峰|下划线|蛇形|中划线|短横线|snake|camel|kebab|pascal)(?![^。！!]*(?:就对了|没错了|很好))/i, 2.2, { notInQuestion: true }),
  c('zh.names_language', 'corr', /(?:变数|变量|函数|注释|文件|字段|类|方法|接口|提交信息|表|列)(?:名|名称|名字)?(?:请|都|要|统一|一律)?(?:用|写成|改成|改用)(?:英文|中文|英语|拼音)/, 2.2, { notInQuestion: true }),
  // "101我們去過了，換別的景點": what the plan named, already done.
  c('zh.been_done', 'corr', /^([\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:我们|我|我家|孩子)(?:已经|早就)?(?:去过|看过|吃过|读过|玩过|用过|试过|买过)了/, 2.0, { namesPrev: true, notInQuestion: true }),
  // "公司規定要用標楷體", "HR 说简历只能一页", "HR 只看一页", "项目里不让引第三方库": the rule of the user's company,
  // school, client or doctor.
  c('zh.org_rule', 'corr', /(?:公司|学校|老师|领导|老板|客户|甲方|团队|部门|导师|规范|HR|hr|医生|面试官|经理|主管)(?:的)?\s?(?:规定|要求|说)(?:了)?[^，。？?]{0,10}?(?:要用|要写|要是|必须|只能|一律|统一|不能|最多|至少|不可以|不许)|(?:公司|学校|老师|领导|老板|客户|甲方|导师|HR|hr|面试官|经理|主管)\s?只(?:看|要|收|接受|认)[一两二三四五六七八九十\d]|(?:项目|公司|团队|我们|组里|这边|部门)(?:里|内部|这边)?(?:不让|不允许|不准|禁止)(?:引|引入|用|使用|装|安装|加)/, 2.2, { notInQuestion: true }),
  // "我們已經不用 jQuery 了": the tool the user's side no longer uses ("已经不用加班了" is no tool).
  c('zh.no_longer_use', 'corr', /(?:已经|早就)不(?:用|使用)\s*[A-Za-z][\w.+# -]{0,20}了/, 2.2, { notInQuestion: true }),
  // "参会人员漏了小王": who or what the reply's list left out.
  c('zh.left_out_named', 'corr', /[\u4e00-\u9fff]{2,}(?:漏了|漏掉了|遗漏了|落下了|落了)[\u4e00-\u9fffA-Za-z]{1,6}(?:[，。！!]|$)/, 2.4, { notInQuestion: true }),
  // "红绿色盲的用户看不出来": who cannot read what the reply made, said as the turn opens.
  c('zh.cant_see', 'corr', /^[^，。？?：:]{0,8}(?:用户|读者|老人|色盲|视障|学生|客户)[^，。？?]{0,6}(?:看不出来|看不清|看不见|分不清|读不懂|看不懂)/, 2.0, { notInQuestion: true }),
  // "logo 不要压缩，会糊" after "我把所有图片都压缩了": one thing the reply's action must leave alone.
  c('zh.thing_ban', 'corr', /^[A-Za-z0-9\u4e00-\u9fff ]{1,12}?\s*(?:不要|别|不用|不能)(?:再)?(压缩|改|动|删|修改|翻译|缩放|裁剪|合并|拆|重命名|优化|格式化|转换)/, 2.2, { namesPrev: true, notInQuestion: true }),
  // "你这样会被封 IP": the damage the reply's way would do.
  c('zh.harm', 'corr', /(?:你)?这样(?:做|写|改|搞|弄)?(?:的话)?(?:会|就会|肯定会)(?:被封|导致|把|让|删掉|覆盖|丢失|崩|挂|出错|被)/, 2.0, { notInQuestion: true }),
  // "孩子也要吃，别放辣" after a recipe with 辣椒: a ban after the reason for it, on something the reply used.
  c('zh.clause_ban', 'corr', /[，,；;]\s*(?:请|所以|那就|就)?(?:不要|别|不用)(?:再)?(?:放|加|用|写|带|买|安排|订|选|去)(?![大小心弃松慢快过掉])([\u4e00-\u9fff]{1,3})/, 1.8, { namesPrev: true, notInQuestion: true }),
  // "我们住在上海，不去北京" after a plan for 北京: the place the reply planned for is not where the user goes.
  c('zh.not_going', 'corr', /(?:^|[，,。；;])\s*(?:我们|我|我们家|他们)?(?:又|也|根本|并|压根)?(?:不去|不在|不住|没去|不会去)([\u4e00-\u9fff]{2,3})(?=$|[，,。！!；;])/, 2.0, { namesPrev: true, notInQuestion: true }),
  // "周日我要陪家人，挪到周六" after a plan on 周日: the time the reply chose is taken.
  c('zh.time_taken', 'corr', /(周[一二三四五六日天末]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|明天|后天|上午|下午|晚上|[一二三四五六七八九十两\d]{1,3}点半?)(?:我|我们)?(?:要|得|没空|不行|不方便|有事|上班|加班|不在|有别的(?:会|事|安排)|有会|有课)/, 2.4, { namesPrev: true, notInQuestion: true }),
  // "再帮我写一篇关于秋天的，不要超过500字", "帮我写一封请假邮件，语气正式一点": a new piece asked for, with how it should be,
  // is a new task; its limits are for that piece. Not a redo ("帮我重新写").
  // ("再写一篇，这次写冬天", "再来一个关于恐龙的": another piece, without 帮我; "再写一版" is a redo.)
  c('zh.new_piece', 'neg', /^(?:[^，,。！!？?]{0,12}[，,。！!]\s*)?(?:那|好|你)?(?:再|另外|顺便)?(?:帮我|给我|请|请你|麻烦)(?:再)?(?:写|生成|起草|编|做|出|列|设计)(?:一|几|两|三)(?:篇|封|首|份|段|个|条|张|套|则)(?![^。！!？?]{0,60}(?:我说了|说过|刚说|不是说|又|还是|重新|重写))|^(?:[^，,。！!？?]{0,12}[，,。！!]\s*)?(?:再|另)(?:写|来|做|生成|画|编|讲)(?:[一两二三四五六七八九十几]+|\d+)?(?:篇|首|个|段|封|份|张|则|条|组)(?![^。！!？?]{0,60}(?:我说了|说过|刚说|不是说|又|还是|重新|重写))/, 2.0, { early: true }),
  // "下一步是把表单接到真实的接口上", "接下来给设置页写测试": the next task, not a correction of the last.
  c('zh.new_task', 'neg', /^(?:好的?|可以|不错|很好|挺好|太好了|完美|谢谢|ok)?[，,！!。\s]*(?:下一步|接下来|然后)(?:是|就是|我们|再|给|把|做|在|加|添加|写|实现|改)/i, 1.0),
  // "为什么要加这么多表情", "为啥老是加粗": what the reply was full of, asked back.
  c('zh.why_format', 'corr', /(?:为什么|为啥|干嘛)(?:要|会|老是|总是|都)?(?:加|用|有|带|打)?(?:这么多|那么多|一堆)?(?:的)?(?:引号|表情|emoji|加粗|粗体|星号|井号|大写|感叹号)(?:呢|啊|呀)?\s*[？?]?\s*$/, 2.2),
  // "我看错了，是我的问题": the user puts themselves right, not the assistant.
  c('zh.self_correction', 'neg', /我(?:看|搞|弄|记|写|说|理解|问|传|发)错了|是我的(?:问题|错)|我的错|怪我|我自己(?:搞|弄)错/, 2),
  // "翻译成英文：“请勿在此吸烟”", "这句话哪里错了：…": the user's own material (no rule is taken from it).
  c('zh.material', 'neg', /(?:翻译|译成|翻成)[^：:\n]{0,10}[：:]\s*[“"「‘']|(?:这|这个|下面|以下)(?:句话|句|段话|段|个词|道题|题)(?:哪里|哪儿|什么地方)(?:错|不对)/, 2.5),
  // "第三题我做错了，能讲讲吗": the user's own mistake, not the reply's.
  // "太早了！不过也没办法，航班就是这么早", "我们公司不让用U盘，所以只能这样": what cannot be changed, accepted.
  c('zh.resigned', 'neg', /(?:也|那也|实在|真)没(?:有)?办法(?:了|啊|呀|吧)?(?:[，,。.！!…]|$)|(?:所以|那)?(?:也)?只能这样(?:了|吧|啦)?(?:[，,。.！!…]|$)/, 1.5),
  c('zh.own_mistake', 'neg', /我(?:做|答|写|算|选)错了/, 2.0),
  // ("算了" is "forget it"; "超预算了", "计算了" only end in it.)
  c('zh.neg', 'neg', /没问题|不用了|(?<![预计打清结核估推运换合盘])算了|辛苦了|辛苦啦|不客气|谢谢|不用谢|别客气|不要紧|(?<!(?:跟|和|与)我(?:问|说|要)的[^，。？?]{0,6})没关系|不用担心|很好(?!，?但)|可以了|完美|(?<!好)好的|太好了|成功了|测试通过(?<!(?:让|使|要|能|会)测试通过)|已通过/, 1.5, { unlessContrast: true }),
  c('zh.dir', 'dir', /应该|需要|希望|要求|请|改成|换成|使用|用/, 0.7),
];

const LEAD =
  /^(?:(?:卧槽|我靠|我去|妈的|他妈的|天哪|天啊|很好|挺好|不错|太好了|完美|谢谢)(?=[\s，,。.！!])|不对吧|不对啊|不对呀|不对|不是这样|不是的|不是啊|不是吧|不是呀|不是(?=[，,])|错了|又错了|你错了|你又错了|还是不对|还是错|是的|是啊|所以说|所以|好的|好吧|嗯+|哦+|那个|还有|另外|然后|再说一遍|我(?:已经|都|早就)?说(?:过|了)了?|我的意思是|我是说|我要的是|等等|注意|重申|再次强调|强调一下|纠正一下|更正一下|我希望你|我需要你|我要你|请你|请|麻烦你?|帮我|你能不能|能不能|能否|可不可以|可以|你可以|你能|以后|今后|之后|从现在开始|从现在起|接下来|记住|你要|你得|你需要|你应该|一定要|那么就|那就|那么|所以就?|既然如此)[\s，,。.！!：:、]*/;

// "别的都挺好", "别人说…": 别 opens "other", not a ban.
const NEG = /^(?:不想要|不要|别(?![的人处家样])|不用|不需要|不必|请勿|勿|禁止|不许|不准|千万别|千万不要|永远不要|再也不要|不能|不可以)/;
// "用户体验…" starts with the noun 用户 (user); "一直是0", "都没有反应" report a state: none of them directs anything.
const POS = /^(?:总是|始终|一直(?!是|在|没|不|都|显示|报|卡|出现|有|等)|永远|每次(?!都?(?:有|是|会|出现|报|弹|显示|失败|卡))都?|都(?!是|不|没|有|在)|只|必须|务必|应该|要|用(?!户|法|量|途|处|时)|使用(?!体验|者|率|说明|方法|场景|情况|寿命|习惯|感受)|回答|回复|保持|加上?|添加|写|改成|改为|改回|换成|统一|记得|确保|遵循|按照|按(?=[^，。,？?]{1,8}?(?:排序|排|倒序|升序|降序))|得(?=用|改用|换成)|能(?=(?:用|写|加|拆|省)[^，。,？?]{1,20}的地方)|直接|完整|全部|(?:每天|每次|每篇|每段|总共)?(?:控制在|限制在|不超过)|(?:移除|删除|删掉|去掉|保留)(?!了|的|掉了)|说重点|讲重点|撤销)/;

/** Where the clause holding position `from` ends: its punctuation, or the end of the text. */
function clauseEnd(c: string, from: number): number {
  const end = c.slice(from).search(/[，,。；;！!？?]/);
  return end < 0 ? c.length : from + end;
}

function answerLanguage(c: string): Directive | null {
  const m = /(?:用|使用|以)(中文|汉语|英文|英语|日文|日语|韩文|法语|德语)(?:来|再次|重新|再|在|又)?(?:给我)?(?:回答|回复|交流|说话|对话|写|解释|输出|沟通|跟我)|(?:回答|回复|输出)(?:请)?(?:用|使用)(中文|汉语|英文|英语|日文|日语)/.exec(c);
  // "我是用中文问的": the language the user asked in is the one to answer in.
  // ("我说了用中文！": what the user had asked for, said again.)
  const own = /我(?:是|刚才|明明|一直)?(?:用|使用|以)(中文|汉语|英文|英语|日文|日语)(?:问|提问|写|说|发)的?|我(?:问|说|写)的是(中文|英文|日文)|我(?:都|已经|不是)?(?:说了|说过|讲了|讲过|让你|叫你)(?:要|是)?(?:用|使用)(中文|汉语|英文|英语|日文|日语)(?![\u4e00-\u9fff])/.exec(c);
  const ownZh = own ? (own[1] ?? own[2] ?? own[3])! : null;
  const ownName = ownZh ? languageName(ownZh) : null;
  if (ownName && !/[？?]/.test(c.slice(own!.index))) {
    const came = m ? languageName((m[1] ?? m[2])!) : null;
    return mk(`用${ownZh}回答`, 'do', { en: `Answer in ${ownName}.`, corrected: ownName, original: came && came !== ownName ? came : null });
  }
  if (!m) return null;
  const zhName = (m[1] ?? m[2])!;
  const name = languageName(zhName);
  if (!name) return null;
  // "为什么用英文回答？", "你又用英文回答了": a complaint about the language the reply came in ("为什么不用中文" asks
  // for it).
  // Only in the clause that names the language: "我不知道你在干嘛,…,用中文回答我" asks for Chinese.
  const lead = c.slice(0, m.index).replace(/^.*[，,。；;！!？?]/s, '');
  if ((/为什么|为啥|怎么又|怎么还|干嘛|咋又|咋还/.test(lead) && !/(?:为什么|为啥|怎么|干嘛)不/.test(lead)) || /又\s*$/.test(lead)) {
    return { text: finish(`不要用${zhName}回答`, true), polarity: 'dont', en: `Don't answer in ${name}.`, original: name, corrected: null };
  }
  // "提交信息用英文写": the language of a named part of the work (commit messages, comments), not of the answer.
  const subject = c.slice(0, m.index).replace(/^(?:以后|今后|之后|从现在开始|从现在起|请|麻烦|你|您|都|全部|一律|统一|还是|必须|要|只|只能|我希望你?|记得)+/, '').replace(/[，,\s]+$/, '');
  if (/^(?:写|输出)$/.test(m[0].slice(-1)) && /[\u4e00-\u9fff]{2}/.test(subject) && !/不要|别|不用|不许|不准|勿|回答|回复/.test(subject)) {
    return mk(c.slice(0, clauseEnd(c, m.index + m[0].length)), 'do');
  }
  const before = c.slice(Math.max(0, m.index - 4), m.index);
  const neg = /不要|别|不用|不许|不准|勿/.test(before);
  // "不要用英文回答，用中文" keeps both halves; the English text says the same.
  const other = neg ? /(?:用|使用)(中文|汉语|英文|英语|日文|日语)/.exec(c.slice(m.index + m[0].length)) : null;
  const otherName = other ? languageName(other[1]!) : null;
  // The rule ends with the clause that asks for the language ("用中文跟我对话,同时让我…" is two requests), or with the
  // clause that names the other one ("不要用英文回答，请用中文"); it is never cut inside a word.
  const stop = clauseEnd(c, m.index + m[0].length + (other ? other.index + other[0].length : 0));
  const text = finish(c.slice(Math.max(0, m.index - (neg ? before.length : 0)), stop), true);
  const en = neg ? (otherName ? `Don't answer in ${name}; answer in ${otherName}.` : `Don't answer in ${name}.`) : `Answer in ${name}.`;
  return { text: neg && !otherName ? finish(`不要用${zhName}回答`, true) : text, polarity: neg ? 'dont' : 'do', en, original: neg ? name : null, corrected: neg ? otherName : name };
}

/** "不是说好了…吗", "不是已经…了嘛": a reproach ("didn't we agree…"), not "not X but Y". */
const RHETORICAL_BUSHI = /^(?:应该)?不是(?:说好|说了|说过|已经|告诉过|讲过|讲好|早就|约好|啊|吧|呀)|^(?:应该)?不是.*[吗嘛][？?！!。.]?$/;

/** A rule in the user's words (Chinese punctuation), with its polarity and, for a contrast, its two sides. */
function mk(text: string, polarity: 'do' | 'dont', extra: Partial<Directive> = {}): Directive {
  return { text: finish(text, true), polarity, en: null, original: null, corrected: null, ...extra };
}

function contrast(c: string): Directive | null {
  if (RHETORICAL_BUSHI.test(c) && !/而是/.test(c)) return null;
  // "我不是要翻译，我要的是总结": what the user wanted, against what came.
  let m = /^我?不是要(.{1,15}?)[，,]\s*(?:我)?要的是(.{1,20})$/.exec(c);
  if (m) return mk(`要${m[2]}，不要${m[1]}`, 'do', { original: m[1]!, corrected: m[2]! });
  m = /^(?:应该)?不是(.{1,20}?)[，,]?\s*(?:而是|是|应该是)(.{1,30})$/.exec(c);
  if (m) return mk(`应该是${m[2]}，不是${m[1]}`, 'do', { original: m[1]!, corrected: m[2]! });
  m = /^不是(.{1,20}?)[，,]\s*(.{2,30})$/.exec(c);
  if (m && !/^(?:而是|是|应该是)/.test(m[2]!)) return mk(`${m[2]}，不是${m[1]}`, 'do', { original: m[1]!, corrected: m[2]! });
  m = /^(.{1,30}?)[，,]?\s*而不是(.{1,20})$/.exec(c);
  if (m) return mk(`${m[1]}，而不是${m[2]}`, 'do', { original: m[2]!, corrected: m[1]! });
  // "表格用 Ant Design Vue，不是 Element Plus": what a named thing uses, put right.
  m = /^([^，,。\s我你]{1,12}?)(?:用|使用)([^，,。]{1,30}?)[，,]\s*(?:而)?不是(?:用)?([^，,。]{1,30})$/.exec(c);
  if (m && !/(?:吗|呢|吧)$/.test(m[3]!)) return mk(c, 'do', { original: m[3]!.trim(), corrected: m[2]!.trim() });
  // "工具函数都放 src/lib 里，不要放 utils": where a kind of thing goes, and where not, said together.
  m = /^([^，,。\s我你]{1,12}?)(?:都|应该|要|统一|一律|只能)?(?:放|放在|放到|写在|写到)\s*([^，,。]{1,30}?)\s*(?:里|下|中)?[，,]\s*(?:不要|别|不是|而不是)(?:放|放在|放到|写在|写到)?\s*([^，,。]{1,30})$/.exec(c);
  if (m && !/(?:吗|呢|吧)$/.test(m[3]!)) return mk(c, 'do', { original: m[3]!.trim(), corrected: m[2]!.trim() });
  // "字段名是 user_id，不是 customer_id", "是316不锈钢，不是304": what a named thing is, put right.
  // ("这是我的问题，不是你的" names no thing.)
  m = /^(?![这那它])([^，,。\s我你]{1,12}?)是([^，,。]{1,30}?)[，,]\s*(?:而)?不是([^，,。]{1,30})$/.exec(c);
  if (m && !/(?:吗|呢|吧)$/.test(m[3]!)) return mk(c, 'do', { original: m[3]!.trim(), corrected: m[2]!.trim() });
  // "埃菲尔铁塔在巴黎，不在里昂": where a named thing is, put right.
  // "接口不是 getUserList，是 listUsers(，后端定好了)": the same, with the wrong name first; an aside after it is no part.
  m = /^(?![这那它])([^，,。\s我你]{1,12}?)不是([^，,。]{1,30}?)[，,]\s*(?:而|应该)?是([^，,。]{1,30})(?:[，,](?!\s*(?:而|不|是)).*)?$/.exec(c);
  if (m && !/(?:吗|呢|吧)$/.test(m[3]!)) return mk(`${m[1]}是${m[3]}，不是${m[2]}`, 'do', { original: m[2]!.trim(), corrected: m[3]!.trim() });
  m = /^(?![这那它])([^，,。\s我你]{1,12}?)在([^，,。]{1,20}?)[，,]\s*(?:而)?不(?:是)?在([^，,。]{1,20})$/.exec(c);
  if (m && !/(?:吗|呢|吧)$/.test(m[3]!)) return mk(c, 'do', { original: m[3]!.trim(), corrected: m[2]!.trim() });
  // "下周计划写错了，是支付模块不是订单模块": what was got wrong, and what it is.
  m = /^([^，,。\s我你]{1,12}?)(?:写错了|弄错了|搞错了|错了)[，,]\s*(?:应该)?是([^，,。]{1,30}?)[，,]?\s*(?:而)?不是([^，,。]{1,30})$/.exec(c);
  if (m && !/(?:吗|呢|吧)$/.test(m[3]!)) return mk(`${m[1]}是${m[2]}，不是${m[3]}`, 'do', { original: m[3]!.trim(), corrected: m[2]!.trim() });
  // "密钥只能放 .env，绝对不能写在代码里": the only place or way allowed, and the one refused, keep their subject.
  m = /^([^，,。\s我你不别]{1,8}?)只(?:能|可以)(?:放|用|写|存|存在|在|传|调用)(.{1,20}?)[，,]\s*(?:绝对|千万|也|更)?(?:不要|别|不能|不许|不可以|不准)(.{1,24})$/.exec(c);
  if (m && !/(?:吗|呢|吧)$/.test(m[3]!)) return mk(c, 'do', { original: m[3]!.trim(), corrected: m[2]!.trim() });
  // "单位用公斤，不要用磅": a short topic before 用 ("单位", "日期") stays with the rule.
  // "用现有的 Modal 组件，别自己写": what is refused keeps its own verb.
  m = /^([^，,。\s我你不别]{0,6}?)(?:用|使用)(.{1,20}?)[，,]\s*(?:不要|别)((?:用|使用)?)(.{1,20})$/.exec(c);
  if (m) return mk(`${m[1]}用${m[2]}，不要${m[3] ? '用' : ''}${m[4]}`, 'do', { original: m[4]!, corrected: m[2]! });
  m = /^(?:不要|别)(?:用|使用)(.{1,20}?)[，,]\s*(?:要|请|改)?(?:用|使用)([^，,]{1,20})(?:[，,].*)?$/.exec(c);
  // "不要用animator，用actor,我之前说错了": the wanted side ends at its comma; the aside after it is not the rule.
  if (m) return mk(`用${m[2]}，不要用${m[1]}`, 'do', { original: m[1]!, corrected: m[2]! });
  return null;
}

/** "不用了，谢谢": a refusal of what the assistant offered; it forbids nothing. */
const DECLINE = /^(?:不用了?|不需要了?|不必了?|算了|没事|暂时不用|先不用|不了)[，,。.！!\s]*(?:谢谢|谢啦|多谢)?[。.！!\s]*$/;

/** Leads that ask for something ("请你…", "我希望你…"): what follows is what the user wants done. */
const ASKED = /请|麻烦|希望你|需要你|要你|你需要|你应该|你要|你得|一定要/;

function directive(raw: string, asked = ''): Directive | null {
  // "你不要搞得很复杂": the rule is the same without its subject.
  // "…，好吗？" asks for agreement: the tag is no part of the rule, and does not make it a question.
  const c = raw
    .trim()
    .replace(/[，,]?\s*(?:好吗|好不好|行吗|行不行|可以吗|明白吗)[？?]?$/, '')
    .replace(/[\s。.！!~～]+$/, '')
    // "要和全局配色有呼应啊": a closing particle is tone, not part of the rule ("吗", "呢" and "嘛" ask, and stay).
    .replace(/(?<=[\u4e00-\u9fff])[啊呀哦]+$/, '')
    // "但是不要修改代码": a conjunction joins the rule to what came before; the rule starts after it.
    .replace(/^(?:但是|但|不过|可是|而且|并且|所以)[，,\s]*(?=\S)/, '')
    .replace(/^你们?(?=不要|别|不能|不用|不需要|必须|应该|不应该|要|只)/, '')
    // "还是用表格吧": back to what the reply replaced, said softly; the rule is the choice ("用表格").
    .replace(/^还是((?:用|改用|按|换回|改回)[^，,。？?]{1,20}?)吧$/, '$1')
    // "我不需要 emoji 和中文说明" / "我只需要在这里使用 innerHTML": the user's own need is the rule.
    .replace(/^我们?(?=不需要|不要|不想要|只需要|只要)/, '')
    // "不要再用 npm 了，说了多少次用 pnpm": how often it was said is impatience, not part of the rule.
    .replace(/[，,]\s*(?:我)?(?:都|已经)?(?:说了|讲了|告诉你|跟你说了)(?:多少|几|好几)(?:次|遍)了?[，,]?\s*(?=\S)/, '，')
    // "我是windows 不是mac": a space typed where the comma goes.
    .replace(/(?<=\S)\s+(?=(?:而)?不是)/g, '，')
    // "你能不能别老是道歉？": a ban asked as a question is the ban ("别老是道歉"), whether the lead was read off or not.
    .replace(ASKED_BAN, '$1')
    .replace(/^((?:别|不要)[^？?]{2,40}?)(?:吗|呢|啊)?[？?]$/, (q, ban: string) => (ASKED_LEAD.test(asked) ? ban : q));
  if (!c || c.length > 120) return null;
  // "去掉吧" alone names nothing to take out: a rule of it would say nothing later.
  if (/^(?:请)?(?:去掉|删掉|删了|拿掉|去了|删除)(?:吧|呗|啊|好了)?$/.test(c)) return null;
  // "我要的是日文": what the user wanted (the lead read off), said alone; the reply gave something else.
  if (/我(?:要的|想要的)是\s*$/.test(asked) && /^[^，,。？?！!\s]{1,20}$/.test(c) && !/(?:吗|呢|吧|什么|哪|谁|怎么)/.test(c)) return mk(`要${c}`, 'do');
  // "每次都一样", "每次都错": the same failure every time is a complaint, never a rule of "every time".
  if (/^(?:你)?(?:每次|每回|每一次)都(?:是)?(?:一样|这样|那样|错|失败|报错|出错|不行|不对)/.test(c)) return null;
  // "不用担心这个，先把首页做完吧": reassurance, and the next task; nothing to keep.
  if (/^(?:我们)?(?:不用|不必|别)(?:太)?(?:担心|着急|急|客气|管这个|在意)/.test(c)) return null;
  // "谁让你删 JWT 的？": the action reproached is the ban (en "who asked you to …").
  const unasked = /^(?:谁(?:让|叫|要)你|我(?:没|没有|并没有|从来没)(?:让|叫|要)你)([^，,。？?]{2,30}?)(?:的)?[？?！!]*$/.exec(c);
  if (unasked) return { ...mk(`不要${unasked[1]!.trim().replace(/了$/, '')}`, 'dont'), reproach: true };
  // "改用pnpm", "用python3": a tool or version named alone is the one to use.
  if (USE_TOOL_RULE.test(c)) return mk(c, 'do');
  // "(记住)我是素食者", "我对花生过敏": what the user is or cannot have, said as the fact answers must fit.
  if (/^我(?:是(?:素食者|素食主义者|穆斯林|糖尿病人|孕妇)|吃素|对[^，,。]{1,8}过敏|不(?:吃|喝)[^，,。]{1,8})$/.test(c)) return mk(c, /不/.test(c) ? 'dont' : 'do');
  // "先不要修改代码", "现在别改代码": a hold on this step, which a stored rule would make permanent.
  if (/^(?:请)?(?:先|现在|暂时|暂且|目前)(?:还|先)?(?:不要|别|不用)/.test(c)) return null;
  // "提取的时候不要提取代码块里面的": a short condition, then the directive; the rule keeps both.
  const cond = /^(.{1,12}?(?:的时候|时|之后|之前))[，,]?\s*(?=不要|别|不用|不需要|必须|请|应该|要|只)/.exec(c);
  if (cond) {
    const inner = directive(c.slice(cond[0].length));
    return inner ? { ...inner, text: finish(c, true), en: null } : null;
  }
  // "重启前先问我", "提交之前先跑测试": what must come first, before a named step.
  if (/^(?![之以])[^，,。？?]{1,12}?(?:之前|以前|前)[，,]?\s*(?:请|要|都|必须|记得)?先[^，,。？?]{1,20}$/.test(c)) return mk(c, 'do');
  // "流行语全部去掉", "注释都删掉": what the reply put in, all of it taken out.
  const removeAll = /^([\u4e00-\u9fffA-Za-z0-9 ]{1,12}?)(?:全部|都|统统|通通|一律|全都)(?:给我)?(?:去掉|删掉|拿掉|删除|去除)$/.exec(c);
  if (removeAll && !/^(?:你|我|他|她|它|这|那|其他|别的|剩下|现在|以后)/.test(removeAll[1]!)) return mk(c, 'do');
  // "长城就别安排了", "测试就不用写了": the thing named first is what the ban is about; the rule says it after the verb
  // ("别安排长城。"). Not a person ("你就别说了") nor a time or manner ("这样就不用改了").
  const fronted = /^([\u4e00-\u9fffA-Za-z0-9]{1,10}?)(?:就|也|都)(别|不要|不用|甭)([\u4e00-\u9fff]{1,4}?)了$/.exec(c);
  // ("第一个分类的这里都不要有了" names a place, and "有" no act to ban.)
  if (fronted && !/^(?:你|我|他|她|它|咱|您|这样|那样|这么|那么|现在|今天|明天|以后|暂时|先|目前|其他|别的)/.test(fronted[1]!) && !/(?:这里|那里|这儿|那儿|.{3}的)$/.test(fronted[1]!) && !/^[有是]/.test(fronted[3]!)) {
    return mk(`${fronted[2]}${fronted[3]}${fronted[1]}`, 'dont');
  }
  // ("第二天能不能换成去迪士尼" asks in the middle of the clause, with no question mark: a change to this answer, asked.)
  // (Only after a short topic: "检查是否…", "拉不拉即能不能载的意思" ask nothing of the reply.)
  const question = /[？?吗呢嘛]$/.test(c) || /^[^，,。即是的]{1,8}?(?:能不能|可不可以|可以不可以|能否|要不要|行不行)/.test(c);
  // "我们项目里用pnpm" / "我们这里不用axios": the team's convention is the rule, with where it holds.
  // ("我们公司只用 Django": only one, and the "only" stays in the rule.)
  const team = /^我们((?:项目|这里|这边|团队|公司)(?:里|中)?)?(?:都|一直|统一)?(只)?(不用|不使用|用|使用)(.{1,40})$/.exec(c);
  if (team && !question) {
    return mk(`${team[1] ?? ''}${team[2] ?? ''}${team[3]}${team[4]}`, /^不/.test(team[3]!) ? 'dont' : 'do');
  }
  const lang = answerLanguage(c);
  if (lang) return lang;
  // "日期格式用 YYYY-MM-DD", "缩进用 2 spaces": a named thing given in a form written in Latin letters or digits.
  // (Never a question, "为啥不能用webview", nor one renaming, "github改为Github".)
  if (c.length <= 40 && /^(?![这那它他她我你])(?:(?!为啥|为什么|怎么|能不能|不能|可以|是否|要不要|不|别|没|勿)[^，,。？?\s]){2,10}?(?:都|统一|一律)?(?:用|使用)\s*[A-Za-z0-9][\w.:/+-]*(?:[ -][\w.:/+-]+){0,3}$/.test(c)) return mk(c, 'do');
  // "价格用人民币", "日期用 2026-12-07 这种格式": how one aspect of every reply is given.
  if (c.length <= 30 && /^(?:价格|金额|货币|币种|日期|时间|时区|单位|注释|变量名|函数名|文件名|缩进|编码|字体|语气|格式|标点|引号)(?:都|统一|一律|全部)?(?:用|使用|写成|改用)\s*(?:(?!什么|哪|怎么|啥|吗)[^，,。？?]){1,20}$/.test(c)) return mk(c, 'do');
  // "代码风格按 PEP8 来": the standard a named thing follows.
  if (/^[^，,。我你这那]{1,10}?按(?:照)?\s*[^，,。]{1,20}?\s*(?:来|写|做|执行)$/.test(c)) return mk(c, 'do');
  // "价格用日元标注": how a named thing is given.
  if (c.length <= 20 && /^(?![这那它他她])[^，,。我你]{1,8}?(?:都|统一)?(?:用|使用)[^，,。]{1,12}(?:标注|表示|显示|写|计算|书写|呈现)$/.test(c)) return mk(c, 'do');
  // "代码里的注释写中文", "变量名用英文，注释用中文": the language of a named part of the work (not of the answer).
  if (/^[^，,。我你]{1,12}?(?:写|用|要|改成|改为)(?:成)?(?:中文|英文|日文)(?:[，,]\s*[^，,。我你]{1,12}?(?:写|用|改成|改为)(?:成)?(?:中文|英文|日文))?$/.test(c)) return mk(c, 'do');
  if (question) return null;
  if (/^你?(?:怎么|为什么|为啥|什么|哪|是不是|有没有|难道)/.test(c)) return null;
  // "少用形容词，多写数据": less of one thing, more of another.
  if (c.length <= 30 && /^(?:请)?少(?:用|写|说|加|放|来)[^，,。？?]{1,10}[，,]\s*多(?:用|写|说|加|放|给|来)[^，,。？?]{1,10}$/.test(c)) return mk(c, 'do');
  // "分条写，每条一句话", "列成表格": the shape of the answer, with how each part is written.
  if (c.length <= 30 && /^(?:请|麻烦)?(?:分条|分点|逐条|按条)(?:写|列|列出|说|回答)?(?:[，,]\s*每(?:条|点)[^，,。？?]{1,12})?$|^(?:请|麻烦)?(?:列成|做成|整理成|改成)(?:表格|清单|列表)$/.test(c)) return mk(c, 'do');
  // "文档字符串一行就够了", "摘要三句话就行": how much of a named thing is enough.
  if (c.length <= 30 && /^(?![这那它他她我你])[^，,。？?]{1,12}?[一两二三四五六七八九十几\d]+(?:行|句|句话|段|段话|个|条|点|页|字|段落)(?:就|也)?(?:够了|足够了?|就行了?|就可以了?|就好了?|够用了?)$/.test(c)) return mk(c, 'do');
  // "称呼我小王就行": how to address the user is the rule, without the "that's enough".
  const callMe = CALL_ME_RULE.exec(c);
  if (callMe) return mk(`称呼我${callMe[1]}`, 'do');
  // "因为我们这个框架…": a reason, said alone, is no rule.
  if (/^因为/.test(c)) return null;
  // "下一步是把表单接到真实的接口上", "以后可能要加限流": the plan of this task, or a maybe, is no rule.
  if (/^(?:下一步|接下来)(?:是|就是|要)|^(?:以后|之后|将来)?(?:可能|也许|或许|大概)(?:要|会|得)/.test(c)) return null;
  // "加回来", "恢复回去": undo this reply's change; it names nothing to keep, so the review card asks.
  if (/^(?:请|麻烦)?(?:你)?(?:再)?(?:加|改|放|换|弄|恢复|还原|撤销|撤回)(?:回来|回去|原|回)?(?:吧|一下)?$/.test(c)) return null;
  // "先读取代码再修改": the order the work goes in is the rule ("在" is a common slip for "再").
  if (/^先[^，,。]{1,20}(?:再|然后|之后再|在(?=修改|改|写|动手|执行|提交|开始|做|实现|回答))[^，,。]{1,20}$/.test(c)) return mk(c, 'do');
  // "说人话", "通俗一点": plain words, as the user said it.
  if (/^(?:说人话|讲人话|(?:用)?大白话(?:说|讲)?)(?:吧|啊|好吗)?$/.test(c)) return mk(c.replace(/(?:吧|啊|好吗)$/, ''), 'do');
  // "不仅要写测试，还要写文档": both halves are the rule.
  if (/^(?:不仅|不光|不只)(?:要)?[^，,。]{1,30}[，,]\s*(?:还|也|更)(?:要|得)?[^，,。]{1,30}$/.test(c)) return mk(c, 'do');
  // "我要的是大众点评的风格，不是小红书": what the user asked for (its lead may have been read off), against what came.
  // "我说的是正式的邮件，不是微信消息，重新写一下": what the user said, then what to do about it; the pair is the rule.
  const own = /^我(?:要的|想要的|说的|指的|问的)是/.test(c);
  const wanted = (own ? /^我(?:要的|想要的|说的|指的|问的)是([^，,。]{1,30}?)(?:[，,]\s*|\s+)(?:而)?不是([^，,。]{1,30})(?:[，,].*)?$/ : /^([^，,。]{1,30}?)[，,]\s*(?:而)?不是([^，,。]{1,30})$/).exec(c);
  if (wanted && (own || /我(?:要的|想要的|说的|指的|问的)是\s*$/.test(asked)) && !/(?:吗|呢|吧)$/.test(wanted[2]!)) {
    return mk(`应该是${wanted[1]}，不是${wanted[2]}`, 'do', { original: wanted[2]!.trim(), corrected: wanted[1]!.trim() });
  }
  // "接口名字不要改": a named thing, and the change it must not get.
  if (/^(?![这那它])[^，,。我你\s]{2,12}?\s?(?:不要|别|不能|不许|不准)(?:再)?(?:改|动|修改|删|删除|碰|重命名|改名|引|引入|引用|装|安装|导入|加|用)$/.test(c)) return mk(c, 'dont');
  const ctr = contrast(c);
  if (ctr) return ctr;
  // "你又把“研究”写成“研宄”了": what it keeps getting wrong, said as the ban.
  // ("帮我把这段话翻译成英文" asks for it: only "又", "还是", "总是" … make it a slip.)
  const slip = /^你?(?:又|还是|怎么又|总是|老是|再次)把(.{1,20}?)(写成|改成|翻译成|译成|弄成|当成|看成|拼成|打成|算成)(.{1,20}?)了?$/.exec(c);
  if (slip) return mk(`不要把${slip[1]}${slip[2]}${slip[3]}`, 'dont', { original: slip[3]!, corrected: slip[1]! });
  // "你把 node_modules 也提交上去了": what was committed, said as the ban.
  const pushed = /^你(?:怎么)?(?:又|还是)?把(.{1,20}?)(?:也|都)?(提交|推送|上传)(?:上去|到仓库|进仓库|到远程)?了$/.exec(c);
  if (pushed) return mk(`不要把${pushed[1]}${pushed[2]}上去`, 'dont');
  // "我想要使用 lit 的写法，不是这种": what was wanted, against "this kind" that came.
  const notThis = /^我?(?:想要|想|要|希望|需要)?((?:使用|用|改用|换成)[^，,。]{1,30}?)[，,]\s*(?:而)?不是(?:这种|这样|这个|那种|那样|现在这样)(?:的|写法|方式)?(?:啊|呀|吧)?$/.exec(c);
  if (notThis) return mk(notThis[1]!, 'do');
  // "不让用 radix": what is not allowed, said as the ban.
  const notAllowed = /^不(?:让|许|准)(用|使用|加|改|动)(.{1,30})$/.exec(c);
  if (notAllowed) return mk(`不要${notAllowed[1]}${notAllowed[2]}`, 'dont');
  if (NEG.test(c) && !DECLINE.test(c)) {
    const rest = c.replace(NEG, '');
    // "我说了不能用" names nothing it forbids: the subject was in the sentence before.
    // "不用谢", "不要紧", "不用担心，我自己来": courtesy, not a ban.
    if (rest.length < 1 || /^(?:这样|那样|客气|担心|着急|管了?|了|了吧|啦|谢|谢谢|紧|急|麻烦|好意思|(?:用|加|改|写|删|动|装|使用)了?)(?:的|了|啦|哈|呀)?$/.test(rest.split(/[，,]/)[0]!.trim())) return null;
    // "不能拖拽了" reports what no longer works; it forbids nothing.
    if (/^(?:不能|不可以)/.test(c) && /了$/.test(c)) return null;
    // "不要安排购物，我不喜欢逛街": what the user likes or why is the reason, not the rule.
    // "别用第一人称，学术论文不这么写": what the genre or the setup does not allow is the reason too.
    // "别让角色那么友好，这是悬疑小说": what the text is is the reason too.
    const ban = c.replace(/[，,]\s*(?:我|因为|因|毕竟)[^，,]*$|[，,]\s*[^，,]{1,12}(?:不这么|不这样|不会这么|不允许|不支持|不接受)[^，,]*$|[，,]\s*(?:这|这个|它|那)(?:是|只是|可是|本来是)[^，,]{1,15}$/, '');
    // "别忘了写测试", "别不写测试": two negations ask for it to be done.
    return mk(ban, /^(?:忘了?|忘记了?)|^不(?:写|加|用|做|测|检查|提交|保存|回答|回复|看|读|运行|跑)/.test(rest) ? 'do' : 'dont');
  }
  // "太正式了", "语气太生硬了": the quality to turn down. "表情太多了": fewer of it.
  const tooQ = /^(?:这|这个|这篇|写得|说得|语气|文风|风格|口吻)?(?:也|有点|有些|还是)?太(正式|生硬|官方|书面|随意|复杂|专业|夸张|浮夸|客气|严肃|煽情|冷淡|机械|死板|学术|口语化)了?(?:吧|啊|点|些)?$/.exec(c);
  if (tooQ) return mk(`不要太${tooQ[1]}`, 'dont');
  const tooMany = /^(表情|表情符号|emoji|废话|术语|形容词|感叹号|比喻|套话|客套话|英文|专业术语)(?:也|还是)?太多了?(?:吧|啊)?$/i.exec(c);
  if (tooMany) return mk(tooMany[1] === '废话' ? '少说废话' : `少用${tooMany[1]}`, 'do');
  if (/简洁|简短|短一点|精简|太长了|啰嗦/.test(c) && c.length <= 20) {
    // "太啰嗦了，简洁一点": the complaint is why; the request after it is the rule. "还是太长了" asks for nothing in
    // words of its own: the rule says what it wants.
    // "回答太长了，三句话以内": what is too long keeps its name before the limit asked for.
    // ("太长了，我没时间看": what the user says of themself is why, not the request.)
    const asked = /^([^，,太]{0,6}?)太[^，,]{1,6}了[，,]\s*(.{2,})$/.exec(c);
    const ask = asked && !/^我/.test(asked[2]!) ? asked : null;
    const complaint = !ask && !/简洁|简短|短一点|精简/.test(c);
    return { text: complaint ? '简短一点。' : finish(ask ? `${ask[1]}${ask[2]}` : c, true), polarity: 'do', en: 'Keep answers short.', original: null, corrected: null };
  }
  // "emoji太多了，最多用两个": the limit, on what there was too much of.
  const most = /^([^，,。\s]{1,10}?)太多了[，,]\s*((?:最多|至多|只)(?:用|放|写|加|保留|要)?[^，,。]{1,12})$/.exec(c);
  // ("注释太多了，只在复杂的地方写注释就行": a limit that names the thing again needs no second name.)
  if (most) return mk(most[2]!.includes(most[1]!) ? most[2]! : `${most[1]}${most[2]}`, 'do');
  // "太浮夸了，正式一点", "详细一点": more of a quality, asked for. "好一点", "快点", "差一点" and "这样好一点" ask for
  // no quality.
  // "改得口语化一点", "写得正式些": the same, with the verb of the change before it.
  const more = /^(?:再|更)?(?:(?:改|写|说|弄|做|调|显)得(?:再|更)?)?([\u4e00-\u9fff]{1,5}?)(?:一点|一些|点儿?)(?:吧|啊|哈)?$/.exec(c);
  if (more && !/^(?:好|快|早|慢|等|多|少|大|小|有|一|差)$|这|那|好$/.test(more[1]!)) {
    return mk(c.replace(/(?:吧|啊|哈)$/, ''), 'do');
  }
  // "每句都要押韵", "每顿都要写热量": what every part of the answer must have.
  if (/^每(?:顿|餐|条|篇|段|页|题|张|项|道|句|行|首|封|章|节|次|天|个)都(?:要|得|需要|必须)[^，,。]{1,30}$/.test(c)) return mk(c, 'do');
  // "字数控制在200字左右", "周报都用这个格式": a named part of the work, its limit or its one way.
  if (/^(?![这那它他她])[^，,。我你]{1,8}?(?:控制在|限制在|不超过|不要超过|(?:都|统一|一律|全部)(?:用|使用|按照?|写成|改成))[^，,。]{1,30}$/.test(c)) return mk(c, /不超过|不要超过/.test(c) ? 'dont' : 'do');
  // "在黑色主题的时候，图标是黑色，我希望是白色": what it is goes, what the user wants it to be stays.
  const wish = /^((?:在)?[^，,。]{1,12}?(?:的时候|时)[，,]\s*)?(?![这那它我你])([^，,。]{1,15}?)(?:是|为|变成了?|显示(?:为|成)?)[^，,。]{1,12}[，,]\s*我?(?:希望|想要|要的是|需要)(?:它)?(?:是|为|变成|显示(?:为|成)?)([^，,。]{1,20})$/.exec(c);
  if (wish) return mk(`${wish[1] ?? ''}${wish[2]}应该是${wish[3]}`, 'do');
  // "server应该和front同层级", "domain reload不应该刷新这个窗口", "标题不要加【】": a named subject and what it should
  // (not) do.
  // "组件名要用 kebab-case": 要 before a verb of how things are done.
  const should = /^([^，,。、]{1,30}?)(不应该|不应|应该|应当|必须|不能|不可以|不要|不用|不需要|(?<!有)别|保留|要(?=用|使用|写|放|改成|加|保持|遵循|符合|统一|按))([^，,。]{2,60})$/.exec(c);
  // ("三点我有别的会": 有别的 is "have another", no ban.)
  // "现在不能滚动了" ("it can't scroll any more") reports a state; "X不能Y" without the 了 forbids.
  // "没有户口小孩就不能去上学" states a consequence (就/才/也 before the modal): a fact, not a rule.
  const state = !!should && ((/^不(?:能|可以)$/.test(should[2]!) && /了$/.test(c)) || /(?:就|才)$/.test(should[1]!));
  // "如果你要写测试案例" is the condition for what comes next, not a rule of its own.
  if (should && !state && !/^(?:我|我们|这样|那样|这个|那个|是不是|怎么|为什么|为啥|什么|哪)|如果|假如|要是|若是|万一/.test(should[1]!) && !/^(?:是这样|是那样|这样|那样)/.test(should[3]!)) {
    return mk(c, /^(?:不|别)/.test(should[2]!) ? 'dont' : 'do');
  }
  // "请你复制一份文件", "我希望你自动登录": Chinese imperatives are an open class; a clause the user asked for is the rule.
  if (ASKED.test(asked) && c.length >= 4 && !/^(?:看看|看一下|查查|查一下|检查一下|试试|解释|说说|告诉我|分析)/.test(c)) {
    return mk(c, /不要|别|不用|不能/.test(c) ? 'dont' : 'do');
  }
  // "以后先给结论，再简单说理由": what every later reply should do, said after "from now on" (not "以后再说", later).
  if (/以后|今后|从现在开始|从现在起/.test(asked) && c.length >= 4 && !/^(?:我|咱|再说|再|有空|有时间|慢慢|如果|要是|假如|万一|可能|也许|会|就)/.test(c) && !/[？?吗呢]$/.test(c)) {
    return mk(c, /不要|别|不用|不能/.test(c) ? 'dont' : 'do');
  }
  // "应该是这样的" points at something without naming it.
  if (POS.test(c) && c.length >= 3 && !/^(?:都|要)(?:这样|那样|如此)$/.test(c) && !/^[^，,]{0,4}?(?:是)?(?:这样|那样|这个|那个|这些|那些|它们?|如此)(?:的|子|做|写|改)?(?:就(?:可以|行|好)了?|即可)?$/.test(c.replace(POS, ''))) {
    return mk(c, /不要|别|不用|不能/.test(c) ? 'dont' : 'do');
  }
  return null;
}

const TOPIC: TopicWords = {
  // Japanese writes many kanji as Traditional Chinese does (「日本語」): only text without kana is Chinese to fold.
  fold: (s) => (KANA.test(s) ? s : simplified(s)),
  stop: (
    "的 了 是 在 我 你 他 她 它 们 我们 你们 这 那 这个 那个 这些 那些 和 与 或 也 都 就 还 再 又 很 太 吗 呢 吧 啊 呀 " +
    "请 要 不要 别 不 没 没有 不用 不再 停止 禁止 避免 总是 永远 一直 每次 始终 务必 必须 使用 用 添加 加 给 把 被 让 " +
    "里 中 上 下 一个 一下 什么 怎么 为什么 帮 帮我 写 做 说 回答 回复 已经 告诉 过 更 多 少 一些 一点"
  ).split(/\s+/),
  negative: /不要|别|不再|停止|禁止|避免|不用|勿|不准|不许|不能|去掉|删除|删掉/u,
  swap: /(?:用|使用)(.+?)(?:，|,)?\s*(?:而不是|不要用|别用|不用|而非)(.+?)[。！!.]?$/u,
  // Chinese ↔ Chinese only: cross-language matching would need translation, which is out of scope.
  aliases: { 日誌: '日志' },
  glue: /[加的了是在我你他她它们这那和与或也都就还再又很吗呢吧啊呀请要不别没把被让给里]/u,
  concepts: [[/^(中文|英文)$/, '@lang']],
  exclusive: [
    ['升序', '降序'],
    ['同步', '异步'],
    ['横屏', '竖屏'],
    ['深色', '浅色'],
    ['夏天', '冬天'],
    ['简体', '繁体'],
  ],
};

// Traditional characters (Taiwan, Hong Kong) read as Simplified, so one set of cues and rules reads both. OpenCC's
// Traditional → Simplified tables; the converter is built on the first Chinese turn (about 10 ms), not at start-up.
let toSimplified: ((s: string) => string) | null = null;
let traditional: TraditionalSet | null = null;

/** The characters that have a Simplified form of their own (OpenCC's table, "trad simp|…"), by code point. */
interface TraditionalSet {
  bmp: Uint8Array;
  astral: Set<number>;
}

function traditionalChars(): TraditionalSet {
  const set: TraditionalSet = { bmp: new Uint8Array(0x10000), astral: new Set() };
  for (const dict of TO_CN.flat()) {
    if (typeof dict !== 'string') continue;
    for (const entry of dict.split('|')) {
      const key = entry.split(' ')[0];
      if (!key || Array.from(key).length !== 1) continue;
      const cp = key.codePointAt(0)!;
      if (cp < 0x10000) set.bmp[cp] = 1;
      else set.astral.add(cp);
    }
  }
  return set;
}

// A table look-up per character: a character class of some 3,500 characters cost 4 % of detection on Chinese turns.
function hasTraditional(s: string, t: TraditionalSet): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x3400) continue;
    if (c >= 0xd800 && c <= 0xdbff) {
      if (t.astral.has(s.codePointAt(i)!)) return true;
      i++;
    } else if (t.bmp[c] === 1) return true;
  }
  return false;
}

const KANA = /[\u3040-\u30ff]/;

function simplified(s: string): string {
  // Most Chinese text is Simplified already: one pass over the characters is far cheaper than converting, and the
  // popup reads every stored rule this way.
  traditional ??= traditionalChars();
  if (!hasTraditional(s, traditional)) return s;
  toSimplified ??= ConverterFactory(TO_CN);
  return toSimplified(s);
}

export const zh: LangPack = {
  code: 'zh',
  // "use pnpm 就行", "use tabs 吧" (see latinPart in lesson.ts).
  closingParticle: /\s*(?:就行了?|就好了?|就可以了?|即可|吧|啊|哦|呢|了|谢谢|好吗|可以吗|行吗|哈)[\s。！!.~～]*$/u,
  topic: TOPIC,
  cues: ZH_CUES,
  stop: null,
  stripLead: leadStripper(LEAD),
  directive,
  respell: simplified,
  respellsInPlace: true,
  banStart: /^(?:不要|别|禁止|切勿|不许|不准|永远不要)/,
  decline: DECLINE,
  // "这段代码会死循环，不要用 effect，而是直接在 xhr 中处理": the wanted side stays with the ban it replaces.
  rejects: /^而是/,
  // "太官方了，口语化一点": what is asked for says more than the complaint before it.
  dislike: /^(?:这|这个|这篇|写得|说得|语气|文风|风格|口吻)?(?:也|有点|有些|还是)?太[\u4e00-\u9fff]{1,4}了?(?:吧|啊)?$|^[\u4e00-\u9fffA-Za-z]{1,6}太多了?$/,
  agree: /^\s*(?:对(?!不起|了)|是的|没错|就是这样|好的)/,
  everyTime: /以后|每次|总是|今后/,
  praise: /^(?:整体|总体|大体|其他|别的|其它)?(?:来说|上|看)?(?:都)?(?:还|挺|很|非常|蛮)?(?:不错|好|棒|可以|完美|满意)(?:的|了|啊|哈)?[。！!，,]*$/,
  confirmOnly: /^(?:对|对的|是的|没错|就是这样|好的|好|嗯|可以|完美|很好)?[\s，,。！!]*(?:以后|今后|之后|每次|一直|永远|从现在开始)?(?:都|也|就|请)?(?:这样|这么做|这样做|照这样|按这个来|按这个(?:格式|样子|风格|写法)(?:来|写)?|如此|那样)?(?:做|写|来|弄)?(?:吧|就好|就行|即可)?[\s。！!]*$/,
  standing: /(?:中文|英文|英语|日文|汉语)(?:回答|回复|交流|说话|对话)|人话|大白话|通俗|口语化|(?:回答|回复)[^，。]{0,4}?[一二三四五六七八九十两\d]+(?:句话?|段|行|个字|字)以内|用(?:中文|英文|英语|日文|汉语)(?:再次|再|在|重新|跟我|和我|给我|同我|向我){0,2}(?:回答|回复|交流|说话|对话|解释|说|讲)|回答.{0,4}(?:中文|英文)|简洁|简短|啰嗦|语气|表情|客套|道歉|称呼|(?:所有|每个)(?:回答|回复)|废话|省略|额外的?(?:md|markdown|MD|总结)?文档|重点|(?:别|不要)用(?:中文|英文|英语)|(?:只|直接)给(?:我)?代码|只要代码|每次(?:都)?(?:问我|改完|修改(?:完|后))|(?:不要|别)(?:再)?问我|(?:我)?(?:确认|审核|批准|同意)(?:后|之后)再|得到我的(?:审核|批准|同意|确认)|先(?:给|出|写)(?:我)?(?:方案|计划)|自己(?:测试|跑|运行|验证|检查|调试)|(?:不要|别)(?:瞎)?(?:猜|假设)|(?:回答|回复)[^，。]{0,6}?(?:不要|别|不)?超过[一二三四五六七八九十两\d]+(?:句|段|行|个字|字)|先告诉我(?:你的)?(?:计划|方案|思路)|(?:实现|回答|代码|功能)(?:得)?完整|完整(?:地|的)?(?:实现|回答|代码|功能)|一步到位|最佳实践|(?:不要|别)(?:修改|改|动)\s*测试|遵循(?:我的)?指令|按(?:照)?(?:我的)?(?:指令|要求)(?:来|做)/,
};
