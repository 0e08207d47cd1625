import type { Locale, PageDocument } from 'shared-kit/contracts';

/**
 * The "Work in Europe" landing (`/candidates/work-in-Europe`) in every interface language: English is the page as
 * written (`landing:work-in-europe`), the others its translations (`landing:work-in-europe:{locale}`,
 * docs/pages.md#pages-in-every-interface-language). The other seeded landings are in English only and say so.
 */
type LandingTexts = {
  title: string;
  description: string;
  heroSubtitle: string;
  cta: string;
  html: string;
  registerTitle: string;
  registerText: string;
  button: string;
  faqTitle: string;
  faq: [string, string][];
};

export const WORK_IN_EUROPE: Record<Locale, LandingTexts> = {
  en: {
    title: 'Work in Europe with your languages',
    description: 'Thousands of jobs across Europe for people who speak more than one language. Sign up free.',
    heroSubtitle: 'Your languages are your best qualification. Find a job that needs them.',
    cta: 'Sign up for free',
    html: '<p>Companies in Lisbon, Berlin, Athens, Barcelona, Dublin and many other cities are looking for people who speak your language. EuLangJobs brings these jobs together so you can compare them and apply in minutes.</p><ul><li>Jobs for more than 40 languages</li><li>Roles in customer service, sales, IT, finance and more</li><li>Many employers help with relocation</li></ul>',
    registerTitle: 'Start today',
    registerText: 'Create your free account and we show you the jobs that match your languages.',
    button: 'Create my free account',
    faqTitle: 'Frequently asked questions',
    faq: [
      [
        'Does it cost anything?',
        'No. Creating an account, applying and being contacted by employers is free for candidates.',
      ],
      [
        'Which languages do I need?',
        'Each job says which languages it asks for and at what level. Most of our employers hire people who speak at least one European language besides English.',
      ],
      [
        'Do I need a work permit?',
        'Citizens of the European Union can work in any member state. If you come from outside the EU, the job tells you whether the employer helps with the permit.',
      ],
      [
        'How do I apply?',
        'Create your account, add your languages and your CV, then apply to any job with one click. The employer sees your profile and contacts you.',
      ],
    ],
  },
  de: {
    title: 'In Europa arbeiten – mit Ihren Sprachen',
    description:
      'Tausende Stellen in ganz Europa für Menschen, die mehr als eine Sprache sprechen. Kostenlos registrieren.',
    heroSubtitle: 'Ihre Sprachen sind Ihre beste Qualifikation. Finden Sie eine Stelle, die sie braucht.',
    cta: 'Kostenlos registrieren',
    html: '<p>Unternehmen in Lissabon, Berlin, Athen, Barcelona, Dublin und vielen anderen Städten suchen Menschen, die Ihre Sprache sprechen. EuLangJobs bringt diese Stellen zusammen, damit Sie sie vergleichen und sich in wenigen Minuten bewerben können.</p><ul><li>Stellen für mehr als 40 Sprachen</li><li>Aufgaben im Kundenservice, im Vertrieb, in der IT, im Finanzwesen und mehr</li><li>Viele Arbeitgeber helfen beim Umzug</li></ul>',
    registerTitle: 'Heute anfangen',
    registerText:
      'Erstellen Sie Ihr kostenloses Konto, und wir zeigen Ihnen die Stellen, die zu Ihren Sprachen passen.',
    button: 'Mein kostenloses Konto erstellen',
    faqTitle: 'Häufige Fragen',
    faq: [
      [
        'Kostet es etwas?',
        'Nein. Ein Konto anzulegen, sich zu bewerben und von Arbeitgebern kontaktiert zu werden, ist für Bewerberinnen und Bewerber kostenlos.',
      ],
      [
        'Welche Sprachen brauche ich?',
        'Jede Stelle sagt, welche Sprachen sie verlangt und auf welchem Niveau. Die meisten unserer Arbeitgeber stellen Menschen ein, die neben Englisch mindestens eine weitere europäische Sprache sprechen.',
      ],
      [
        'Brauche ich eine Arbeitserlaubnis?',
        'Bürgerinnen und Bürger der Europäischen Union dürfen in jedem Mitgliedstaat arbeiten. Wenn Sie von außerhalb der EU kommen, sagt Ihnen die Stelle, ob der Arbeitgeber bei der Erlaubnis hilft.',
      ],
      [
        'Wie bewerbe ich mich?',
        'Legen Sie Ihr Konto an, fügen Sie Ihre Sprachen und Ihren Lebenslauf hinzu und bewerben Sie sich mit einem Klick auf jede Stelle. Der Arbeitgeber sieht Ihr Profil und meldet sich bei Ihnen.',
      ],
    ],
  },
  es: {
    title: 'Trabaja en Europa con tus idiomas',
    description: 'Miles de ofertas en toda Europa para quienes hablan más de un idioma. Regístrate gratis.',
    heroSubtitle: 'Tus idiomas son tu mejor cualificación. Encuentra un empleo que los necesite.',
    cta: 'Regístrate gratis',
    html: '<p>Empresas de Lisboa, Berlín, Atenas, Barcelona, Dublín y muchas otras ciudades buscan personas que hablen tu idioma. EuLangJobs reúne estas ofertas para que puedas compararlas y postularte en minutos.</p><ul><li>Ofertas para más de 40 idiomas</li><li>Puestos en atención al cliente, ventas, informática, finanzas y más</li><li>Muchas empresas ayudan con la mudanza</li></ul>',
    registerTitle: 'Empieza hoy',
    registerText: 'Crea tu cuenta gratuita y te mostramos las ofertas que encajan con tus idiomas.',
    button: 'Crear mi cuenta gratuita',
    faqTitle: 'Preguntas frecuentes',
    faq: [
      [
        '¿Cuesta algo?',
        'No. Crear una cuenta, postularse y recibir el contacto de las empresas es gratis para los candidatos.',
      ],
      [
        '¿Qué idiomas necesito?',
        'Cada oferta indica qué idiomas pide y con qué nivel. La mayoría de nuestras empresas contratan a personas que hablan al menos un idioma europeo además del inglés.',
      ],
      [
        '¿Necesito un permiso de trabajo?',
        'Los ciudadanos de la Unión Europea pueden trabajar en cualquier Estado miembro. Si vienes de fuera de la UE, la oferta te dice si la empresa ayuda con el permiso.',
      ],
      [
        '¿Cómo me postulo?',
        'Crea tu cuenta, añade tus idiomas y tu CV y postúlate a cualquier oferta con un clic. La empresa ve tu perfil y se pone en contacto contigo.',
      ],
    ],
  },
  fr: {
    title: 'Travaillez en Europe grâce à vos langues',
    description:
      "Des milliers d'offres dans toute l'Europe pour les personnes qui parlent plus d'une langue. Inscription gratuite.",
    heroSubtitle: 'Vos langues sont votre meilleur atout. Trouvez un emploi qui en a besoin.',
    cta: 'Inscrivez-vous gratuitement',
    html: "<p>Des entreprises à Lisbonne, Berlin, Athènes, Barcelone, Dublin et dans bien d'autres villes cherchent des personnes qui parlent votre langue. EuLangJobs rassemble ces offres pour que vous puissiez les comparer et postuler en quelques minutes.</p><ul><li>Des offres pour plus de 40 langues</li><li>Des postes en service client, vente, informatique, finance et plus encore</li><li>De nombreux employeurs aident au déménagement</li></ul>",
    registerTitle: "Commencez dès aujourd'hui",
    registerText: 'Créez votre compte gratuit et nous vous montrons les offres qui correspondent à vos langues.',
    button: 'Créer mon compte gratuit',
    faqTitle: 'Questions fréquentes',
    faq: [
      [
        'Est-ce payant ?',
        'Non. Créer un compte, postuler et être contacté par des employeurs est gratuit pour les candidats.',
      ],
      [
        'De quelles langues ai-je besoin ?',
        "Chaque offre indique les langues demandées et à quel niveau. La plupart de nos employeurs recrutent des personnes qui parlent au moins une langue européenne en plus de l'anglais.",
      ],
      [
        "Ai-je besoin d'un permis de travail ?",
        "Les citoyens de l'Union européenne peuvent travailler dans tous les États membres. Si vous venez d'un pays hors de l'UE, l'offre vous indique si l'employeur vous aide à obtenir le permis.",
      ],
      [
        'Comment postuler ?',
        "Créez votre compte, ajoutez vos langues et votre CV, puis postulez à n'importe quelle offre en un clic. L'employeur voit votre profil et vous contacte.",
      ],
    ],
  },
  it: {
    title: 'Lavora in Europa con le tue lingue',
    description: 'Migliaia di offerte in tutta Europa per chi parla più di una lingua. Registrati gratis.',
    heroSubtitle: 'Le tue lingue sono la tua qualifica migliore. Trova un lavoro che ne ha bisogno.',
    cta: 'Registrati gratis',
    html: "<p>Aziende a Lisbona, Berlino, Atene, Barcellona, Dublino e in tante altre città cercano persone che parlano la tua lingua. EuLangJobs riunisce queste offerte così puoi confrontarle e candidarti in pochi minuti.</p><ul><li>Offerte per più di 40 lingue</li><li>Ruoli nel servizio clienti, nelle vendite, nell'IT, nella finanza e altro ancora</li><li>Molti datori di lavoro aiutano con il trasferimento</li></ul>",
    registerTitle: 'Inizia oggi',
    registerText: 'Crea il tuo account gratuito e ti mostriamo le offerte adatte alle tue lingue.',
    button: 'Crea il mio account gratuito',
    faqTitle: 'Domande frequenti',
    faq: [
      [
        'Costa qualcosa?',
        'No. Creare un account, candidarsi ed essere contattati dai datori di lavoro è gratuito per i candidati.',
      ],
      [
        'Quali lingue mi servono?',
        "Ogni offerta indica quali lingue richiede e a quale livello. La maggior parte dei nostri datori di lavoro assume persone che parlano almeno una lingua europea oltre all'inglese.",
      ],
      [
        'Mi serve un permesso di lavoro?',
        "I cittadini dell'Unione europea possono lavorare in qualsiasi Stato membro. Se vieni da fuori dell'UE, l'offerta ti dice se il datore di lavoro aiuta con il permesso.",
      ],
      [
        'Come mi candido?',
        'Crea il tuo account, aggiungi le tue lingue e il tuo CV, poi candidati a qualsiasi offerta con un clic. Il datore di lavoro vede il tuo profilo e ti contatta.',
      ],
    ],
  },
  pl: {
    title: 'Pracuj w Europie dzięki swoim językom',
    description:
      'Tysiące ofert pracy w całej Europie dla osób, które znają więcej niż jeden język. Zarejestruj się za darmo.',
    heroSubtitle: 'Twoje języki to Twoja najlepsza kwalifikacja. Znajdź pracę, która ich wymaga.',
    cta: 'Zarejestruj się za darmo',
    html: '<p>Firmy w Lizbonie, Berlinie, Atenach, Barcelonie, Dublinie i wielu innych miastach szukają osób, które mówią w Twoim języku. EuLangJobs zbiera te oferty w jednym miejscu, dzięki czemu możesz je porównać i aplikować w kilka minut.</p><ul><li>Oferty dla ponad 40 języków</li><li>Stanowiska w obsłudze klienta, sprzedaży, IT, finansach i nie tylko</li><li>Wielu pracodawców pomaga w przeprowadzce</li></ul>',
    registerTitle: 'Zacznij już dziś',
    registerText: 'Załóż bezpłatne konto, a pokażemy Ci oferty pasujące do Twoich języków.',
    button: 'Załóż bezpłatne konto',
    faqTitle: 'Najczęściej zadawane pytania',
    faq: [
      [
        'Czy to coś kosztuje?',
        'Nie. Założenie konta, aplikowanie i kontakt od pracodawców są dla kandydatów bezpłatne.',
      ],
      [
        'Jakich języków potrzebuję?',
        'Każda oferta podaje, jakich języków wymaga i na jakim poziomie. Większość naszych pracodawców zatrudnia osoby, które oprócz angielskiego znają co najmniej jeden inny język europejski.',
      ],
      [
        'Czy potrzebuję pozwolenia na pracę?',
        'Obywatele Unii Europejskiej mogą pracować w każdym państwie członkowskim. Jeśli pochodzisz spoza UE, w ofercie znajdziesz informację, czy pracodawca pomaga w uzyskaniu pozwolenia.',
      ],
      [
        'Jak aplikować?',
        'Załóż konto, dodaj swoje języki i CV, a potem aplikuj na dowolną ofertę jednym kliknięciem. Pracodawca zobaczy Twój profil i skontaktuje się z Tobą.',
      ],
    ],
  },
};

/** The landing's document in one language: the same blocks, with the same ids, in each. */
export function workInEuropeDocument(texts: LandingTexts): PageDocument {
  return {
    title: texts.title,
    description: texts.description,
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        props: {
          title: texts.title,
          subtitle: texts.heroSubtitle,
          image_file_id: null,
          cta_label: texts.cta,
          cta_href: '#register',
        },
      },
      { id: 'text', type: 'rich_text', props: { html: texts.html } },
      {
        id: 'register',
        type: 'registration_form',
        props: { title: texts.registerTitle, text: texts.registerText, button_label: texts.button },
      },
      {
        id: 'faq',
        type: 'faq',
        props: {
          title: texts.faqTitle,
          items: texts.faq.map(([question, answer]) => ({ question, answer })),
        },
      },
    ],
  };
}
