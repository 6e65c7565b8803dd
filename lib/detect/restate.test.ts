import { describe, expect, it } from 'vitest';
import { restatedValue } from './restate';
import { detect } from './index';

describe('restatedValue: a value put back in the slot the reply filled', () => {
  it.each([
    ['1912', 'The Titanic sank in 1915.', '1915 → 1912'],
    ["it's 100 ml per container", 'You can bring liquids up to 500 ml in your carry-on.', '500 → 100'],
    ['it lands at 6 AM, red-eye', "Your flight lands at 6 PM local time, so you'll have the evening free.", 'pm → am'],
    ['são 26 estados mais o distrito federal', 'O Brasil tem 25 estados.', '25 → 26'],
    ['fica no Rio de Janeiro', 'O Cristo Redentor fica em São Paulo.', 'são → rio'],
    ['是169，活动价', '文案中提到产品价格为199元。', '199 → 169'],
    ['木曜日です。水曜日は祝日ですよ', '会議は来週の水曜日、15時からです。', '水曜日 → 木曜日'],
    ['es el domingo, lo dice la entrada', 'El partido es el sábado a las 20:00.', 'sábado → domingo'],
    // A bare number with a digit more or less; a number the reply wrote anchoring the value across a verb of being.
    ['100', 'Water boils at 90°C at sea level.', '90 → 100'],
    ['15% of 80 is 12', '15% of 80 is 16.', '16 → 12'],
    // The reply's subject taken up by a pronoun, with a year of its own.
    ['it came out in 1997', "Harry Potter and the Philosopher's Stone was published in 1999.", '1999 → 1997'],
    ["elle a été construite pour l'expo de 1889", 'La Tour Eiffel a été construite en 1899.', '1899 → 1889'],
    // A short CJK turn whose one number replaces the reply's one number.
    ['我妈今年70了', '这是给您妈妈的生日祝福，祝她60岁生日快乐。', '60 → 70'],
    ['10加3是13', '小明今年 10 岁，他的哥哥比他大 3 岁，所以哥哥 12 岁。', '12 → 13'],
    // A name of the reply's given another name across a verb of being; a short Chinese turn that is all the "是" slot.
    ['Don Quixote is Cervantes', "Shakespeare wrote 'Don Quixote' in 1605.", 'quixote → cervantes'],
    ['Hamlet was Shakespeare', 'Hamlet was written by Marlowe.', 'marlowe → shakespeare'],
    ['是曹雪芹吧', '《红楼梦》的作者是罗贯中。', '罗贯中 → 曹雪芹'],
    ['不对，是刘慈欣', '《三体》的作者是韩寒。', '韩寒 → 刘慈欣'],
    // A Chinese span of the reply with its middle swapped; a side of the compass.
    ['是中国和尼泊尔交界', '珠穆朗玛峰的高度是8848米，位于中国和印度交界处。', '和印度 → 和尼泊尔'],
    ['fica no norte', 'A Cidade do Porto fica no sul de Portugal.', 'sul → norte'],
    // Who someone is to the user.
    ["she's my niece lol", "Your sister's daughter is your cousin.", 'sister → niece'],
    // Left and right where a side is meant; the user's own units against the reply's other system.
    ['left side', 'In the UK, you drive on the right side of the road.', 'right → left'],
    ['I use kg', 'Here’s your workout plan with exercises in pounds (lbs).', 'pounds → kg'],
    ["we're metric here", 'The trail is about 6 miles long.', 'miles → metric'],
    // A value said with a doubt; a number that gains a digit beside the same short unit.
    ['2014 I think?', 'Her fifth album was released in 2016.', '2016 → 2014'],
    ['是1000克', '1公斤等于100克。', '100 → 1000'],
    // The reply's own words before the value, another value after them; a bare Chinese name guessed with "吧".
    ['明天是周四', '明天是周五，适合安排团建。', '周五 → 周四'],
    ['马尔克斯吧', '《百年孤独》的作者是博尔赫斯。', '博尔赫斯 → 马尔克斯'],
    // A German noun beside a number is a unit, not a name; what the reply said of a thing, with the other polarity.
    ['mit dem ICE sind es nur gut 4 Stunden', 'Der Zug von München nach Berlin dauert etwa 8 Stunden.', '8 → 4'],
    ['lists are mutable, tuples are immutable', 'In Python, lists are immutable, so you need a new list.', 'immutable → mutable'],
    ["the endpoint isn't public", 'The endpoint is public, so anyone can call it.', 'public → not public'],
    // A word in the reply's naming slot or after its "per"; a Chinese name sharing a character; a Japanese "Xです".
    ['a murder', 'A group of crows is called a flock.', 'flock → murder'],
    ['per second', 'The speed of light is about 300,000 km per hour.', 'hour → second'],
    ['周树人，周作人是他弟弟', '鲁迅的原名是周作人。', '周作人 → 周树人'],
    ['東京ですよ', '日本の首都は京都です。', '京都 → 東京'],
    // A title put right before the same name.
    ['she has a PhD, it should be Dr. Smith', "Here's the email, addressed 'Dear Mr. Smith'.", 'mr → dr'],
    ['Ms. Lee', 'Dear Mr. Lee, thank you for your time.', 'mr → ms'],
    // The same number in the other system's unit; a year by its last two digits; a bare Chinese name in a name slot.
    ['42 km', 'A marathon is 42 miles long.', 'miles → km'],
    ['89', 'The Berlin Wall fell in 1991.', '1991 → 89'],
    ['罗琳', '《哈利·波特》的作者是托尔金。', '托尔金 → 罗琳'],
    // A place typed in lower case in the reply's last "in …" slot; a sibling tool named in place of the reply's.
    ["it's in tanzania", 'Mount Kilimanjaro is the tallest mountain in Africa and is located in Kenya.', 'kenya → tanzania'],
    ['no, in english', 'Voici la réponse en français, comme demandé in French.', 'french → english'],
    ["it's pnpm here", "I'll start the dev server with `yarn dev`.", 'yarn → pnpm'],
    ["we're on vitest", "I've created `jest.config.js` and added a test.", 'jest → vitest'],
    // A maker's name in Chinese; the reply's verb in another form; a Japanese unit of the other system.
    ['达芬奇画的', '《蒙娜丽莎》是米开朗基罗的作品。', '米开朗基罗 → 达芬奇'],
    ['lo escribió Cervantes', 'El Quijote fue escrito por Lope de Vega.', 'lope → cervantes'],
    ['メートルです', '富士山の高さは3,776フィートです。', 'フィート → メートル'],
    // "in the …" in lower case.
    ["it's in the louvre", 'The Mona Lisa hangs in the Uffizi Gallery.', 'uffizi gallery → louvre'],
    // The reply's words before "是" with another value last; a year with "is when" after it; a name the reply wrote
    // elsewhere, put in the slot after the same verb of being.
    ['Vue 3 里 data 必须是函数', '在 Vue 3 中，data 必须是一个对象。', '一个对象 → 函数'],
    ['1789. 1799 is when napoleon took over', 'The French Revolution began in 1799.', '1799 → 1789'],
    ['está en Pisa, obviamente', 'La Torre de Pisa está en Florencia.', 'florencia → pisa'],
    // A name in lower case given the reply's role across a verb of being.
    ['scout is the narrator', "In 'To Kill a Mockingbird', the narrator is Atticus Finch.", 'atticus finch → scout'],
    // A maker named in the reply's author slot; the reply's name slot said again; German's "der" for the reply's subject.
    ['是李白写的', '《静夜思》的作者是杜甫。', '杜甫 → 李白'],
    ['周作人是他弟弟，鲁迅原名周树人', '鲁迅的原名是周作人。', '周作人 → 周树人'],
    ['der kam 1997 raus', 'Der Film wurde 1999 veröffentlicht.', '1999 → 1997'],
    // A number beside a Chinese unit of several characters; a Chinese side; another port.
    ['是100度', '水的沸点在海平面是 90 摄氏度。', '90 → 100'],
    ['东边', '太阳从西边升起。', '西 → 东'],
    ['the app runs on 8080', 'Updated `docker-compose.yml` to expose port 3000.', '3000 → 8080'],
    // A side behind its article; the time of day in words; a quoted value; the opposite word before the same number; a
    // unit said before its reason.
    ['we drive on the left here', 'In the UK, you drive on the right side of the road.', 'right → left'],
    ["it's 7:30 in the morning", 'Your flight leaves at 7:30 PM.', 'pm → am'],
    ["typeof null is 'object'", "In JavaScript, `typeof null` returns 'null'.", 'null → object'],
    ['是早8个小时', '北京时间比伦敦晚8小时。', '晚8 → 早8'],
    ["metric please, I don't have measuring cups", 'Here it is in cups: 2 cups flour, 1 cup sugar.', 'cups → metric'],
    // A name behind its preposition and short first word; the reply's thing in another class.
    ['it leaves from St Pancras', "The Eurostar leaves from King's Cross.", "king's → pancras"],
    ['spiders are arachnids', 'Spiders are insects with eight legs.', 'insects → arachnids'],
    // The other one of a choice that has no third (each language file's exclusive choices), courtesy allowed.
    ['要降序，最新的在前面', '我帮你把表格按日期升序排好了。', '升序 → 降序'],
    ['descending please', 'I sorted the table ascending by date.', 'ascending → descending'],
    ["it's going to be 30 degrees there, it's summer in australia", "Sure, here's the packing list with winter gear.", 'winter → summer'],
    // Another version of what the reply used, where the work is done in it, a request included.
    ['write it in Python 3', 'This script is written in Python 2.', 'Python 2 → Python 3'],
    ['pin the version, node:20-alpine', 'I updated the Dockerfile to use node:latest.', 'node latest → node 20-alpine'],
    ['Python 3 で書いてください', 'このコードは Python 2 で書きました。', 'Python 2 → Python 3'],
    ['a tomato is a fruit', 'A tomato is a vegetable.', 'vegetable → fruit'],
    // Chinese numerals, read as digits in the turn and the reply.
    ['我妈今年六十了', '这是给你妈妈的生日祝福，祝她五十岁生日快乐！', '50 → 60'],
    ['高铁一个小时就到了', '杭州到上海的高铁大约需要3小时。', '3 → 1'],
  ])('%s', (user, prev, what) => {
    expect(restatedValue(user, prev)).toBe(what);
  });

  it.each([
    // Requests, questions, praise and code carry numbers and names too.
    ['love it! now chapter 3: the trial', 'Chapter 2 ends with Mara discovering the letter.'],
    ['make it 8 people', 'This recipe serves 4.'],
    ['what about 2024?', 'In 2023 the rate was 4%.'],
    ['thanks, 10 minutes worked', 'Bake for 15 minutes.'],
    ['No, please mark 5.5 and the parent task as done.', 'I marked task 5.3 as done.'],
    ['Week 2: Git Integration Core', 'Week 1: Automated Testing Setup'],
    ['360.cn', 'The file is 13.3 MB.'],
    // The same value, or a value of another kind, is no restatement.
    ['1915, right', 'The Titanic sank in 1915.'],
    ['it sank in april', 'The Titanic sank in 1915.'],
    // Inflected, the reply's own name.
    ['Maybe my next venture is making more Rios', 'Rio is a great project.'],
    // News of the user's own people, and requests, in the same shapes.
    ['he was born in 2015', 'Children can get the vaccine from age 12 since 2021.'],
    ['explain line 5', 'Here is the script; line 3 reads the file.'],
    // A capital opening a one- or two-word turn is no name.
    ['Summarize this', 'The Holy Spirit is a person, says Augustine.'],
    ['Hello', 'The Eiffel Tower is in Lyon.'],
    ["she's my sister too", 'Your sister will love this scarf.'],
    // A name the reply also wrote, or a new name that takes no slot of the reply's.
    ['Tokyo is nice', 'Tokyo is the capital of Japan.'],
    ['Python is Guido', 'Python was created by Guido van Rossum.'],
    // A pronoun, a demonstrative or a word the reply wrote is no name put back.
    ['是这样吧', '这个函数是递归的。'],
    ['是的', '这个函数是递归的。'],
    ['是递归的吧', '这个函数是递归的。'],
    ['好的，再帮我加一个下周计划的部分', '这是你要的周报模板。'],
    ['go north then', 'Head south on the A1.'],
    // "right" agrees, "left" is gone; a conversion asked for; a unit the reply also used; a doubt that is no value.
    ['right.', 'Turn left at the station.'],
    ['right, and after that?', 'Turn left at the station.'],
    ['I left it at home', 'Keep it on the right side of your bag.'],
    ["what's that in kg", 'The bag weighs 50 lbs.'],
    ['I weigh 70 kg', 'Aim for 150 lbs.'],
    ['kg is fine', 'Weigh it in kg or lbs.'],
    ['really?', 'The Titanic sank in 1915.'],
    ['line 420 too', 'The error is on line 42.'],
    // The next chapter asked for; a word that goes on, in the guessed-name shape; the same thing said again.
    ['ok now do chapter 4 in the same format', "Here is a summary of chapter 3 of 'Pride and Prejudice'."],
    ['继续吧', '《百年孤独》的作者是博尔赫斯。'],
    ['the endpoint is public', 'The endpoint is public.'],
    ['python is fine', 'Python is great for this.'],
    // A pick is no name; "大丈夫です" shares nothing with the reply's value; a new thing that takes no slot.
    ['the second', 'The first plan is called Basic.'],
    ['大丈夫です', '日本の首都は京都です。'],
    // Another Smith may be meant when the title is not said as the right form.
    ['Dr. Smith said I should rest', 'Mr. Smith is your landlord.'],
    // Another number; a word that praises or takes note where the reply's slot names no one.
    ['42', 'The Berlin Wall fell in 1991.'],
    ['好吃', '这道菜是川菜。'],
    ['明白了', '《哈利·波特》的作者是托尔金。'],
    ['a cat', "Here's a story about a dog."],
    // Words that fill "in …" and name no place; the tool the reply already used; a tool with no sibling in the reply.
    ["it's in there", 'The config lives in Settings.'],
    ['in general', 'Mount Kilimanjaro is located in Kenya.'],
    ['yep, pnpm here', "I'll use pnpm to install the dependencies."],
    ['it is docker', "I've committed the change with git."],
    ['and in berlin?', 'The museum in Munich opens at 10.'],
    // The user's own work; a German noun after a short verb is no name put back.
    ['我写的', '这首诗是李白写的。'],
    ['Beacht diesen Code:', 'Das bedeutet, dass in diesem Fall nichts gerendert wird.'],
    // A bare word in lower case is as often the next thing asked for as a name put back (hn31: "hamlet" after "… was
    // written by Shakespeare"), so none is read; a time of day in the slot; one more value, "too".
    ['hamlet', 'Romeo and Juliet was written by Shakespeare.'],
    ['ottawa', 'The capital of Canada is Toronto.'],
    ['in the morning', 'The store opens at Noon.'],
    ['b14 is free too', 'Your meeting room is B12.'],
    // The same name in the same slot; a value after "的是" or "就是"; a name beside the reply's own.
    ['yes, it is in Paris', 'The Eiffel Tower is in Paris, France.'],
    ['我想要的是函数', '这里返回的是一个对象。'],
    ['这就是对象', 'data 必须是一个对象。'],
    ['so Rome is in Italy', 'Rome is the capital of Italy and Milan is in the north.'],
    // A pronoun in the role, and a role the reply gave no name.
    ['this is the narrator', 'The narrator is Atticus Finch.'],
    ['python is the best', 'The best language is Java.'],
    // A role the reply gave no name: "one of the children" is no name.
    ['scout is the narrator', 'In the book, the narrator is one of the children.'],
    // The user's own quantity, which the reply never named.
    ['我预算是300', '这个价格是 299 元。'],
    // The reply's own name in its slot, or a question about it.
    ['对，鲁迅原名周作人', '鲁迅的原名是周作人。'],
    ['原名是谁', '鲁迅的笔名是鲁迅。'],
    ['der kam 1999 raus', 'Der Film wurde 1999 veröffentlicht.'],
    // "东西" is a thing and "北京" a city, not sides; the reply's own port.
    ['东西', '太阳从西边升起。'],
    ['北京', '他住在南方。'],
    ["it's on 3000", 'The dev server listens on port 3000.'],
    // The reply's own time of day; a quote of something the reply never named; the same word before the number.
    ["it's 7:30 in the evening", 'Your flight leaves at 7:30 PM.'],
    ["the default is 'strict'", "In JavaScript, `typeof null` returns 'null'."],
    ['是晚8个小时', '北京时间比伦敦晚8小时。'],
    ['we left the car on the right', 'Park on the right side of the road.'],
    // A quality, not a class; the reply's own class.
    ['lists are mutable', 'In Python, lists are ordered and indexable.'],
    ['cats are cute', 'Cats are omnivores.'],
    ['spiders are insects', 'Spiders are insects with eight legs.'],
    // "十分" is "very", "百度" a search engine, "一起" "together": no numbers.
    ['十分感谢', '这道题的答案是 10 分。'],
    // A choice asked about, or one more asked for; the next of a sequence, or one more version.
    ['what about winter?', "Here's the summer packing list."],
    ['now do the winter one', "Here's the summer packing list."],
    ['thanks, ascending is fine', 'I sorted it descending.'],
    ['proceed with phase 3', 'Phase 2 is done: the parser is in place.'],
    ['now do it in Python 3 too', 'This script is written in Python 2.'],
    ['百度一下', '搜索引擎排名第100。'],
    ['我们一起去', '我们 1 点出发。'],
  ])('not %s', (user, prev) => {
    expect(restatedValue(user, prev)).toBeNull();
  });

  it('reads as a correction through detect, and not when the reply asked for the value', () => {
    const put = detect({ user: { id: 'u', text: '1912' }, prevAssistant: { id: 'a', text: 'The Titanic sank in 1915.' } });
    expect(put.kind).toBe('correction');
    // No rule is invented from a bare value: the review card asks the user for it.
    expect(put.lesson).toBeNull();
    const answer = detect({ user: { id: 'u', text: 'Tuesday' }, prevAssistant: { id: 'a', text: 'I can book Monday. Which day suits you?' } });
    expect(answer.kind).toBe('none');
  });
});
