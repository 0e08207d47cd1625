// The demo blog's articles (docs/blog.md#the-demo-posts): real advice for people looking for work abroad, in
// Markdown as an editor would write it in the admin area. Seeded by demo-blog.ts. Long because it is text, not code.

/** A category of the demo blog, with the two colours its featured images are drawn in. */
export type DemoBlogCategory = { slug: string; name: string; description: string; colours: [string, string] };

export const DEMO_BLOG_CATEGORIES: DemoBlogCategory[] = [
  {
    slug: 'country-guides',
    name: 'Country guides',
    description: 'What it takes to find work in one European country: the market, the languages, the paperwork.',
    colours: ['#1f4e79', '#f2a541'],
  },
  {
    slug: 'cv-and-applications',
    name: 'CV and applications',
    description: 'CVs, cover letters and application forms that recruiters in Europe read to the end.',
    colours: ['#2a7f62', '#f4d35e'],
  },
  {
    slug: 'interviews',
    name: 'Interviews',
    description: 'Preparing for interviews, in your own language or in another one.',
    colours: ['#7b2d8b', '#f7b2bd'],
  },
  {
    slug: 'languages-at-work',
    name: 'Languages at work',
    description: 'The jobs your languages open, and how employers test them.',
    colours: ['#0b6e99', '#9ad1d4'],
  },
  {
    slug: 'relocation',
    name: 'Relocation',
    description: 'Moving country for a job: housing, registration, banks and the first weeks.',
    colours: ['#b5502d', '#f6e7cb'],
  },
  {
    slug: 'remote-work',
    name: 'Remote work',
    description: 'Working for a company in another country without moving there.',
    colours: ['#3d405b', '#81b29a'],
  },
];

/** A demo article. `days`: how many days ago it was published (negative: scheduled that far ahead); null: a draft. */
export type DemoBlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  language: 'en' | 'de' | 'fr' | 'es' | 'it' | 'pl';
  categories: string[];
  author: string;
  days: number | null;
  job_list_path: string | null;
  /** What the featured image shows, for people who cannot see it. */
  image_alt: string;
  /** The motif drawn on the featured image. */
  motif: 'map' | 'document' | 'speech' | 'globe' | 'suitcase' | 'laptop';
  markdown: string;
};

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    slug: 'how-to-get-a-job-in-the-netherlands-as-a-dutch-speaker',
    title: 'How to get a job in the Netherlands as a Dutch speaker',
    excerpt:
      'Dutch opens doors that English alone does not: where the jobs are, what employers expect and how to apply.',
    language: 'en',
    categories: ['country-guides', 'languages-at-work'],
    author: 'Sanne de Vries',
    days: 74,
    job_list_path: '/jobs-in-Netherlands-for-Dutch-speakers',
    image_alt: 'Illustration of a map pin over a dark blue map with orange accents',
    motif: 'map',
    markdown: `Plenty of international companies in the Netherlands work in English, so many people assume Dutch does not
matter. It does. A large part of the market (public services, healthcare, retail, logistics, most small and
medium-sized companies, and any customer-facing role) works in Dutch, and speaking it moves you from "one of many"
to "one of few".

## Where the jobs are

- **Randstad cities**: Amsterdam, Rotterdam, The Hague and Utrecht hold most office jobs, from finance to IT.
- **Eindhoven and Brabant**: high-tech manufacturing and engineering, with suppliers all around.
- **Logistics corridors**: the areas around Venlo, Tilburg and the port of Rotterdam hire planners, coordinators
  and warehouse leads all year.
- **Customer service**: companies serving the Dutch and Flemish markets look for native-level Dutch, often in
  shared service centres abroad too.

You can see what is open right now in our list of
[jobs in the Netherlands for Dutch speakers](/jobs-in-Netherlands-for-Dutch-speakers).

## What employers expect

Dutch recruiters are direct. They read a CV quickly and expect it to say what you did, with numbers where you have
them. Two pages is the norm; a photo is optional and often left out.

1. **Be clear about your level of Dutch.** Use the European framework (B2, C1) and say where you use it: "C1,
   daily customer calls in Dutch for three years" beats "fluent".
2. **Mention your right to work.** EU citizens can work without a permit; say so, because recruiters will wonder.
3. **Show you know the practical side.** If you already have a BSN (citizen service number) or an address,
   mention it: it means you can start quickly.

## The application itself

Most companies ask for a short motivation letter (*motivatiebrief*). Keep it to half a page: why this company, why
this role, what you bring. Avoid long introductions about yourself; the Dutch reader wants to get to the point.

Interviews often include a second round with future colleagues, and sometimes a practical case. Expect open
questions about how you work in a team and how you handle disagreement: consensus (*polderen*) is part of Dutch
working life.

## Before you move

- Register with the municipality (*gemeente*) within five days of arriving to get your BSN.
- Open a Dutch bank account: many employers and landlords expect an IBAN starting with NL.
- Take out Dutch health insurance in your first four months: it is compulsory once you work there.

With Dutch on your CV and these basics covered, you will stand out in a market that is short of people who can
work in its own language.
`,
  },
  {
    slug: 'the-european-cv-what-to-put-in-and-what-to-leave-out',
    title: 'The European CV: what to put in and what to leave out',
    excerpt:
      'One CV for every country rarely works. The parts every recruiter reads, and the habits that change from one border to the next.',
    language: 'en',
    categories: ['cv-and-applications'],
    author: 'Marta Kowalczyk',
    days: 61,
    job_list_path: null,
    image_alt: 'Illustration of a document with lines of text on a green background with yellow accents',
    motif: 'document',
    markdown: `Recruiters in Europe spend well under a minute on a first read of a CV. In that time they look for three
things: what you do now, whether you have done the job before, and whether you can work in the languages the role
needs. Everything else supports those three answers.

## The parts every recruiter reads

1. **A headline** under your name: the job you do, in the words of the job ads you answer ("Customer support
   specialist, German and English").
2. **Languages near the top**, with levels on the European scale (A1 to C2) or "native". For multilingual jobs
   this is the first thing checked.
3. **Experience**, newest first: job title, company, city, dates (month and year), and two to four lines of what
   you achieved, not a list of duties.
4. **Education and training**, shorter the more experience you have.
5. **Skills** that the job ad names: software, certifications, a driving licence if the job needs one.

## Habits that change between countries

| Country | Photo | Length | Date of birth |
| :-- | :-- | :-- | :-- |
| Germany, Austria | common, not required | 2 pages | often included |
| Netherlands, Nordics | rare | 1-2 pages | usually left out |
| Ireland, UK | never | 2 pages | never |
| France, Spain, Italy | common | 1-2 pages | optional |

When in doubt, follow the job ad: if it is written in English by an international company, a CV without a photo or
date of birth is always acceptable.

## What to leave out

- Marital status, number of children, religion: no employer needs them, and in many countries they may not ask.
- A full postal address: the city and country are enough.
- References ("available on request" adds nothing).
- Every job you ever had: jobs older than fifteen years can go into one line.

## Make it easy to read

Use one simple layout, a readable font and enough white space. Save it as a PDF with your name in the file name
(\`maria-garcia-cv.pdf\`). Avoid tables and columns if you apply through online forms: applicant tracking systems
often read them in the wrong order.

## One CV per language

If you apply in German, write the CV in German; in Dutch, in Dutch. A CV in the language of the job is the first
proof of your level, and a recruiter notices at once when it was translated word by word. Ask a native speaker to
read it: it takes them ten minutes and can save you months of silence.
`,
  },
  {
    slug: 'cover-letters-across-europe',
    title: 'Cover letters across Europe: what changes from Berlin to Madrid',
    excerpt:
      'Some recruiters read every word, others skip the letter entirely. How to write one that works in both cases.',
    language: 'en',
    categories: ['cv-and-applications'],
    author: 'Marta Kowalczyk',
    days: null,
    job_list_path: null,
    image_alt: 'Illustration of a letter on a green background with yellow accents',
    motif: 'document',
    markdown: `A cover letter is read in two very different ways in Europe. In Germany, Austria and Switzerland it is part
of a formal application file and recruiters read it carefully. In the Netherlands, the Nordics and many
international companies, it is skimmed for a few lines that say why you are applying. A good letter works for both
readers.

## The structure that works everywhere

1. **Opening**: the role you are applying for and one sentence on why this company. Skip "I am writing to apply
   for..."; the reader knows.
2. **The match**: two or three short paragraphs that connect what the job ad asks for with what you have done.
   Use their words: if they ask for "stakeholder management", say where you managed stakeholders.
3. **Languages and availability**: your languages with levels, your right to work, when you can start and whether
   you will relocate.
4. **Close**: one line inviting them to talk. No long formulas.

Keep it to one page, and to half a page for international companies.

## Country habits

- **Germany and Austria**: formal tone, a subject line ("Bewerbung als..."), the person's name if the ad gives it,
  and a signature. Mention your notice period (*Kündigungsfrist*).
- **France and Belgium**: a polite, structured letter with a formal closing sentence is still expected by many
  employers, even by email.
- **Spain and Italy**: a warmer tone is fine; show that you know the company and its products.
- **Netherlands and the Nordics**: short, direct and personal. Say plainly why you want the job.

## Mistakes that cost interviews

- Repeating the CV line by line.
- Sending the same letter to every company (the wrong company name in a letter is more common than you think).
- Writing it in English when the job ad is in German, French or Dutch and asks for that language.
- Apologising for your level of a language. Say what you can do with it instead.

## A checklist before you send

- The company's name and the job title are right.
- The letter is in the language of the job ad.
- A native speaker has read it, if it is not your first language.
- It is saved as a PDF next to your CV, with your name in the file name.
`,
  },
  {
    slug: 'interviewing-in-your-second-language',
    title: 'Interviewing in your second language: a preparation plan',
    excerpt:
      'Nerves make every language harder. A one-week plan to walk into an interview in another language with answers ready.',
    language: 'en',
    categories: ['interviews', 'languages-at-work'],
    author: 'Luca Bianchi',
    days: 46,
    job_list_path: null,
    image_alt: 'Illustration of two speech bubbles on a purple background with pink accents',
    motif: 'speech',
    markdown: `Most people speak a second language worse in an interview than at any other moment: stress takes words away.
The good news is that interviews are predictable. The same ten questions come back in almost every one, so you
can prepare the language as well as the content.

## Seven days before

- **Day 1: collect the questions.** Tell me about yourself; why this company; why this role; a success; a
  failure; a conflict with a colleague; your strengths; your weaknesses; your salary expectations; your questions
  for them.
- **Day 2: write your answers** in the interview language, in short sentences. Use the STAR shape (situation,
  task, action, result) for the stories.
- **Day 3: learn the job's vocabulary.** Read the job ad and the company's website in that language and note
  twenty words you would not have found yourself.
- **Day 4: say the answers aloud** and record them. Listen for the words you stumble on and simplify those
  sentences.
- **Day 5: practise with someone**, ideally a native speaker, who asks the questions in a different order.
- **Day 6: prepare for the language test.** Many multilingual roles include a short role play: a customer calls
  with a complaint, you answer by email or phone. Practise one of each.
- **Day 7: rest**, check the practical details (address or video link, the interviewers' names) and stop.

## During the interview

1. **Ask them to repeat or rephrase.** "Could you say that again, please?" is normal and shows you are listening.
2. **Buy time with set phrases**: "That's a good question, let me think for a moment." Learn three of them.
3. **Prefer simple and correct to long and broken.** A clear answer in simple sentences beats a complicated one
   you cannot finish.
4. **Do not apologise for your level.** If the job needs B2 and you have it, you are exactly what they asked for.

## Video interviews

Use headphones with a microphone: sound quality matters more in a language that is not yours. Keep a sheet with
your key words out of the camera's view, but do not read from it.

## Afterwards

Write down the questions you found hard and the words you were missing. The next interview will use many of
them again, and you will have the answers ready.
`,
  },
  {
    slug: 'multilingual-customer-support-jobs-in-portugal',
    title: 'Multilingual customer support jobs in Portugal: what to expect',
    excerpt:
      'Lisbon and Porto host support teams for half of Europe. Which languages they need, what they pay, and how relocation packages work.',
    language: 'en',
    categories: ['languages-at-work', 'country-guides'],
    author: 'Sanne de Vries',
    days: 31,
    job_list_path: '/jobs-in-Portugal',
    image_alt: 'Illustration of a globe on a blue background with light turquoise accents',
    motif: 'globe',
    markdown: `Portugal has become one of Europe's main hubs for multilingual customer support. Technology, travel and
e-commerce companies run teams in Lisbon and Porto that answer customers across the continent, and they hire
people for their languages first.

## Which languages are in demand

- **German, Dutch and the Nordic languages** (Swedish, Danish, Norwegian, Finnish) are the hardest to find and the
  best paid.
- **French and Italian** are in steady demand.
- **English** is expected in every role as the working language of the team.
- **Portuguese** is rarely required: the office works in English.

See the current openings in our list of [jobs in Portugal](/jobs-in-Portugal).

## What the job looks like

Most roles are in customer service, technical support, content moderation or sales support. Expect shifts
(often including some weekends), clear targets for the number and quality of answers, and training in the
company's products during the first weeks. Many teams work in a hybrid way once training is over.

## Pay and packages

Salaries are modest by Northern European standards but go further in Portugal, especially outside central Lisbon.
Rarer languages earn a premium. Many employers add a relocation package for candidates moving from abroad:

1. A paid flight or travel allowance.
2. Two to four weeks of temporary accommodation.
3. Help with the tax number (*NIF*), social security number and bank account.
4. Private health insurance.

Ask for the package in writing before you accept, including what happens if you leave in the first year.

## How to apply

Put your languages and levels at the top of your CV. Expect a language test early in the process: a short call,
a written task, or both, in each language you list. Be honest about your level: the test will show it anyway, and
a role in a language you only read well will be hard for you every day.

## Before you go

Rents in Lisbon have risen fast, so look at the whole metropolitan area and at Porto. Check the contract type
(fixed term or permanent) and the notice period, and keep copies of your diplomas and ID: you will need them for
registration.
`,
  },
  {
    slug: 'remote-jobs-in-europe-contracts-taxes-and-time-zones',
    title: 'Remote jobs in Europe: contracts, taxes and time zones',
    excerpt:
      'Working from home for a company in another country is easier than ever, and more complicated than it looks. The questions to ask first.',
    language: 'en',
    categories: ['remote-work'],
    author: 'Jonas Becker',
    days: 19,
    job_list_path: '/remote-jobs',
    image_alt: 'Illustration of a laptop on a slate blue background with green accents',
    motif: 'laptop',
    markdown: `A remote job with a company in another country can give you a better salary and more interesting work
without moving. Before you accept, make sure you understand three things: the kind of contract, where you pay tax
and social security, and the hours you will really work.

## The kind of contract

- **Employment through a local entity**: the company has an office or an employer of record in your country and
  employs you under its laws. This is the simplest and safest arrangement.
- **Freelance or contractor agreement**: you invoice the company as self-employed. You pay your own social
  security and have none of an employee's protections (paid holidays, sick pay, notice periods).
- **Employment from abroad**: the company employs you under the laws of its own country while you live in yours.
  This is possible, but social security and tax must be sorted out case by case.

Ask which one it is in the first interview; it changes your net income more than the gross salary does.

## Tax and social security

Within the EU, social security is normally paid in the country where you work, which for remote work is the
country where you live. Income tax usually follows where you live too. If you spend long periods in another
country, the rules can change, so keep a record of where you work each month.

## Time zones and working hours

Europe spans three time zones for most companies, more with Portugal, Ireland and the Nordics. Ask:

1. Which hours do you need to be online?
2. How many meetings a week are there, and when?
3. Is there an on-call rota?

## Finding remote work

Filter for remote roles and check whether they are open to your country: some are "remote within Germany" only.
Our list of [remote jobs](/remote-jobs) shows roles you can do from home across Europe.

## Working well from home

- Set up a proper desk and a reliable internet connection: both are your responsibility.
- Agree on how you will be reachable and how quickly you answer.
- Plan a visit to the office or a team meeting once or twice a year if the company offers it. It makes the rest of
  the year easier.
`,
  },
  {
    slug: 'moving-to-ireland-for-a-job-your-first-30-days',
    title: 'Moving to Ireland for a job: your first 30 days',
    excerpt:
      'PPS number, bank account, housing and healthcare: what to do in which order after you land in Dublin, Cork or Galway.',
    language: 'en',
    categories: ['relocation', 'country-guides'],
    author: 'Aoife Murphy',
    days: -4,
    job_list_path: '/jobs-in-Ireland',
    image_alt: 'Illustration of a suitcase on a rust-red background with cream accents',
    motif: 'suitcase',
    markdown: `Ireland is home to the European offices of many technology and pharmaceutical companies, and to support
teams serving customers in every EU language. If you have a job offer, the first month is about paperwork and
housing. Doing things in the right order saves weeks.

## Before you fly

- Get your contract in writing, with the start date, salary and any relocation support.
- Book temporary accommodation for at least the first two to four weeks: finding a long-term rental takes time.
- Bring your passport or ID card, your diplomas and a few printed copies of your contract.

## Week 1: the essentials

1. **Book a PPS number appointment** (Personal Public Service number) as soon as you have an address. You need
   it for tax, healthcare and most public services. Your employer will ask for it.
2. **Open a bank account.** Many newcomers start with an online bank and switch later.
3. **Register for Revenue's online service** so your employer can apply the right tax credits. Without it, you
   pay emergency tax for the first weeks.

## Weeks 2 and 3: housing

Rental housing in Dublin is scarce and expensive. Widen your search to the commuter towns on the train lines, and
be ready to move quickly:

- Prepare a reference from a previous landlord and a letter from your employer.
- Never pay a deposit before you have seen the property and signed a lease.
- Check that the deposit is held by the landlord under a written agreement.

## Week 4: settle in

- Register with a GP (family doctor); visits are paid unless you have a medical card.
- Consider private health insurance, which many employers contribute to.
- Get a Leap card for public transport in the cities.

## Finding the job first

Most people who move to Ireland do it with an offer in hand. Look at the current [jobs in Ireland](/jobs-in-Ireland):
many multilingual roles include a relocation package that covers the first weeks described here.
`,
  },
  {
    slug: 'bewerben-in-oesterreich-was-anders-ist',
    title: 'Bewerben in Österreich: Was anders ist als in Deutschland',
    excerpt:
      'Gleiche Sprache, andere Gewohnheiten: Lebenslauf, Titel, Gehaltsangaben und Vorstellungsgespräch in Österreich.',
    language: 'de',
    categories: ['country-guides', 'cv-and-applications'],
    author: 'Katharina Huber',
    days: 88,
    job_list_path: '/jobs-in-Austria-for-German-speakers',
    image_alt: 'Illustration einer Stecknadel auf einer dunkelblauen Karte mit orangefarbenen Akzenten',
    motif: 'map',
    markdown: `Wer Deutsch spricht, findet in Österreich einen offenen Arbeitsmarkt: Wien, Graz, Linz und Salzburg suchen
Fachkräfte in IT, Technik, Handel und Tourismus. Vieles ist wie in Deutschland, aber einige Unterschiede sollten
Sie kennen, bevor Sie sich bewerben.

## Der Lebenslauf

- **Tabellarisch und zwei Seiten lang**, mit Foto: In Österreich ist ein professionelles Bewerbungsfoto noch
  üblicher als in Deutschland.
- **Akademische Titel gehören dazu.** Titel wie Mag., DI oder Dr. werden im Berufsleben verwendet; nennen Sie
  Ihren Abschluss so, wie er in Österreich heißt, oder erklären Sie ihn kurz.
- **Sprachkenntnisse mit Niveau** (B2, C1, Muttersprache) und Ihre Arbeitserlaubnis: EU-Bürgerinnen und -Bürger
  brauchen keine.

## Das Gehalt

In Österreich müssen Stellenanzeigen das Mindestgehalt nennen, meist nach dem Kollektivvertrag, oft mit dem
Hinweis auf eine mögliche Überzahlung. Beachten Sie:

1. Gehälter werden **14-mal im Jahr** gezahlt (Urlaubs- und Weihnachtsgeld). Rechnen Sie Angebote aus Deutschland
   immer auf das Jahresgehalt um.
2. Geben Sie Ihre Gehaltsvorstellung als **Bruttojahresgehalt** an, wenn danach gefragt wird.
3. Der Kollektivvertrag Ihrer Branche legt Mindestgehälter und Zulagen fest; ein Blick hinein lohnt sich.

## Das Anschreiben

Höflich, aber nicht steif: Eine persönliche Anrede mit Namen und Titel der Ansprechperson wird geschätzt. Nennen Sie
Ihren möglichen Eintrittstermin und Ihre Kündigungsfrist.

## Das Vorstellungsgespräch

Österreichische Gespräche beginnen oft mit etwas Small Talk und sind im Ton etwas formeller. Man siezt sich, bis
das Gegenüber das Du anbietet. Bereiten Sie Fragen zum Team und zur Einarbeitung vor: Das zeigt Interesse an
einer langfristigen Zusammenarbeit.

## Nach der Zusage

- Melden Sie Ihren Wohnsitz innerhalb von drei Tagen beim Meldeamt an (Meldezettel).
- EU-Bürgerinnen und -Bürger beantragen nach drei Monaten die Anmeldebescheinigung.
- Ihr Arbeitgeber meldet Sie bei der Sozialversicherung an; Sie erhalten die e-card.

Aktuelle Angebote finden Sie in unserer Liste der
[Jobs in Österreich für Deutschsprachige](/jobs-in-Austria-for-German-speakers).
`,
  },
  {
    slug: 'travailler-en-belgique-francophone',
    title: 'Travailler en Belgique quand on parle français : le guide pratique',
    excerpt:
      'Bruxelles, la Wallonie et le bilinguisme : où chercher, quelles langues valoriser et comment se préparer aux entretiens.',
    language: 'fr',
    categories: ['country-guides', 'languages-at-work'],
    author: 'Claire Dubois',
    days: 52,
    job_list_path: '/jobs-in-Belgium-for-French-speakers',
    image_alt: 'Illustration d’une épingle sur une carte bleu foncé avec des touches orange',
    motif: 'map',
    markdown: `La Belgique est l'un des marchés les plus accessibles pour les francophones en Europe : Bruxelles, Liège,
Namur et Charleroi recrutent dans les services, la finance, la logistique et les institutions européennes. Mais
le pays a trois langues officielles, et cela change la façon de chercher un emploi.

## Où chercher

- **Bruxelles** : sièges d'entreprises internationales, institutions européennes, conseil et services financiers.
  La plupart des postes demandent le français **et** le néerlandais ou l'anglais.
- **La Wallonie** : industrie, logistique, santé et administration, souvent en français uniquement.
- **Les centres de service client** : ils recherchent des francophones pour servir la Belgique, la France, la Suisse
  et le Luxembourg.

Consultez les offres du moment dans notre liste des
[emplois en Belgique pour francophones](/jobs-in-Belgium-for-French-speakers).

## Le bilinguisme, un vrai atout

À Bruxelles, le néerlandais est souvent ce qui départage deux candidats. Même un niveau intermédiaire (B1) mérite
d'être indiqué : il montre que vous pouvez comprendre un collègue ou un client flamand. Indiquez vos niveaux
selon le cadre européen, de A1 à C2.

## Le CV et la lettre

1. **Un CV de deux pages**, clair, avec une photo facultative.
2. **Une lettre de motivation** courte et structurée : les recruteurs belges la lisent encore souvent.
3. **Les diplômes étrangers** : pour certains métiers réglementés, une équivalence est nécessaire. Renseignez-vous
   tôt, la procédure peut prendre plusieurs mois.

## L'entretien

Les entretiens sont cordiaux et assez directs. Attendez-vous à une partie dans une autre langue si le poste est
bilingue : quelques questions en néerlandais ou en anglais pour vérifier votre niveau. Préparez une courte
présentation de vous-même dans chaque langue de votre CV.

## Après l'embauche

- Inscrivez-vous à la commune de votre domicile dans les huit jours.
- Choisissez une mutualité pour l'assurance maladie.
- Vérifiez votre commission paritaire : elle fixe les salaires minimums et les avantages de votre secteur.
`,
  },
  {
    slug: 'como-preparar-tu-mudanza-a-otro-pais-europeo-por-trabajo',
    title: 'Cómo preparar tu mudanza a otro país europeo por trabajo',
    excerpt:
      'El español abre puertas en toda Europa. Una guía para organizar la mudanza, desde la oferta hasta el primer mes.',
    language: 'es',
    categories: ['relocation'],
    author: 'Lucía Fernández',
    days: 39,
    job_list_path: '/jobs-for-Spanish-speakers',
    image_alt: 'Ilustración de una maleta sobre un fondo rojizo con detalles de color crema',
    motif: 'suitcase',
    markdown: `Hablar español es una ventaja en toda Europa: los centros de atención al cliente de Lisboa, Dublín,
Ámsterdam o Varsovia buscan hispanohablantes para atender a clientes de España y de América Latina. Si has
recibido una oferta en otro país, una buena organización hace que los primeros meses sean mucho más fáciles.

## Antes de aceptar la oferta

- **Pide el contrato por escrito**, con el salario bruto anual, el horario y el tipo de contrato.
- **Pregunta por el paquete de reubicación**: billete, alojamiento temporal y ayuda con los trámites.
- **Calcula el coste de vida**: un salario más alto puede rendir menos en una ciudad con alquileres caros.

## Los documentos que necesitarás

1. DNI o pasaporte en vigor.
2. Títulos académicos y, si los tienes, certificados de idiomas.
3. La Tarjeta Sanitaria Europea para los primeros días.
4. Copias de tus últimas nóminas y una carta de referencia, útiles para alquilar un piso.

## El primer mes

- **Empadrónate** o regístrate en el ayuntamiento de tu nueva ciudad: casi todos los trámites dependen de ello.
- **Solicita el número fiscal y de seguridad social** del país; tu empresa te dirá cuál necesita.
- **Abre una cuenta bancaria** local o usa un banco en línea mientras tanto.
- **Busca piso con calma**: quédate en el alojamiento temporal hasta encontrar uno que te convenza y no pagues
  nunca una fianza sin haber visto la vivienda.

## Adaptarte al trabajo

Las culturas laborales cambian mucho: la puntualidad y la comunicación directa en los Países Bajos, la jerarquía
más marcada en Alemania, los horarios distintos en los países nórdicos. Observa, pregunta y no tengas miedo de
decir que algo es nuevo para ti.

## Encuentra tu próximo empleo

En nuestra lista de [empleos para hispanohablantes](/jobs-for-Spanish-speakers) encontrarás ofertas en toda Europa
en las que el español es un requisito.
`,
  },
  {
    slug: 'il-colloquio-di-lavoro-in-inglese',
    title: 'Il colloquio di lavoro in inglese: come prepararsi',
    excerpt:
      'Molte aziende europee cercano chi parla italiano, ma il colloquio si fa in inglese. Le domande più frequenti e come rispondere.',
    language: 'it',
    categories: ['interviews'],
    author: 'Luca Bianchi',
    days: 24,
    job_list_path: '/jobs-for-Italian-speakers',
    image_alt: 'Illustrazione di due fumetti su sfondo viola con dettagli rosa',
    motif: 'speech',
    markdown: `Le aziende internazionali in Irlanda, Portogallo, Germania e Paesi Bassi cercano persone che parlino italiano
per i loro clienti in Italia e in Svizzera. Quasi sempre, però, il colloquio si svolge in inglese, la lingua di
lavoro del team. Con una buona preparazione non è un ostacolo.

## Le domande che tornano sempre

1. *Tell me about yourself*: due minuti sul tuo percorso, dal presente verso il passato, chiudendo con il motivo
   per cui ti candidi.
2. *Why do you want to work here?*: cita qualcosa di concreto dell'azienda o del prodotto.
3. *Describe a difficult situation with a customer*: racconta un caso reale con il metodo STAR (situazione,
   compito, azione, risultato).
4. *What are your strengths and weaknesses?*: una debolezza vera, con quello che fai per migliorare.
5. *Do you have any questions for us?*: prepara almeno due domande sul team e sulla formazione.

## Il test di lingua

Per i ruoli multilingue c'è quasi sempre una prova in italiano: una telefonata simulata con un cliente o una
risposta scritta a un reclamo. Curala come il colloquio: il tuo italiano è il motivo per cui ti assumono.

## Consigli pratici

- **Frasi semplici e corrette** valgono più di frasi lunghe e incerte.
- **Chiedi di ripetere** se non hai capito: *Could you repeat the question, please?* è normalissimo.
- **Prepara alcune frasi per prendere tempo**, come *Let me think about that for a moment*.
- **Registrati** mentre rispondi alle domande e riascoltati: noterai subito dove esitare di meno.

## Dopo il colloquio

Manda una breve email di ringraziamento in inglese entro un giorno. Annota le domande che ti hanno messo in
difficoltà: al prossimo colloquio sarai più pronto.

Trovi le offerte aperte nella nostra lista di
[lavori per chi parla italiano](/jobs-for-Italian-speakers).
`,
  },
  {
    slug: 'praca-w-polsce-dla-osob-mowiacych-po-polsku',
    title: 'Praca w Polsce dla osób mówiących po polsku: gdzie szukać',
    excerpt:
      'Centra usług wspólnych, IT i logistyka: jak wygląda rynek pracy w Polsce i jak przygotować CV, które zwróci uwagę rekruterów.',
    language: 'pl',
    categories: ['country-guides', 'languages-at-work'],
    author: 'Marta Kowalczyk',
    days: 9,
    job_list_path: '/jobs-in-Poland-for-Polish-speakers',
    image_alt: 'Ilustracja pinezki na ciemnoniebieskiej mapie z pomarańczowymi akcentami',
    motif: 'map',
    markdown: `Polska to jeden z najszybciej rosnących rynków pracy w Europie. Kraków, Warszawa, Wrocław, Łódź i Trójmiasto
przyciągają międzynarodowe firmy, które szukają osób mówiących po polsku i w innych językach. Jeśli wracasz do
kraju po pracy za granicą albo szukasz pierwszej pracy w międzynarodowym środowisku, masz duży wybór.

## Gdzie są oferty

- **Centra usług wspólnych (SSC i BPO)**: finanse, księgowość, HR i obsługa klienta, często z drugim językiem
  obcym.
- **IT**: programiści, testerzy, analitycy i administratorzy systemów, w dużych miastach i zdalnie.
- **Logistyka i produkcja**: centrum kraju i okolice autostrad A1 i A2.

Aktualne oferty znajdziesz na naszej liście
[ofert pracy w Polsce dla osób mówiących po polsku](/jobs-in-Poland-for-Polish-speakers).

## CV, które działa

1. **Jedna lub dwie strony**, przejrzysty układ, zdjęcie opcjonalne.
2. **Języki na początku**, z poziomami od A1 do C2: drugi język obcy często decyduje o wyższej pensji.
3. **Doświadczenie z zagranicy** opisz konkretnie: co robiłeś, w jakim zespole, z jakimi wynikami.
4. **Klauzula RODO**: wiele firm nadal prosi o zgodę na przetwarzanie danych osobowych na końcu CV.

## Rozmowa kwalifikacyjna

Rekrutacja ma zwykle dwa lub trzy etapy: rozmowę telefoniczną z rekruterem, test językowy i rozmowę z
przełożonym. W firmach międzynarodowych część rozmowy odbywa się po angielsku, nawet jeśli zespół mówi po
polsku.

## Umowa i wynagrodzenie

- Zwróć uwagę na **rodzaj umowy**: umowa o pracę daje najwięcej ochrony, umowa zlecenie i B2B mniej.
- Pytaj o **kwotę brutto i netto**; przy B2B sam opłacasz składki.
- Sprawdź **benefity**: prywatną opiekę medyczną, kartę sportową i możliwość pracy hybrydowej.

Znajomość polskiego i drugiego języka to dziś jedna z najlepiej opłacanych kombinacji na rynku. Warto to
pokazać już w pierwszym zdaniu CV.
`,
  },
];
