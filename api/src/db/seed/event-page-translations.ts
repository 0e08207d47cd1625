import type { Locale } from 'shared-kit/contracts';
import type { TemplateTexts } from '../../services/events/page-templates';

/**
 * The German Speed Hiring Week's two pages (event 25, `/german/speed-hiring-week`) in the other interface
 * languages (docs/pages.md#pages-in-every-interface-language): the event's title and description as the pages say
 * them, and the texts of both templates. The seed publishes them as `event-landing:25:{locale}` and
 * `event-page:25:{locale}`; the other special events' pages are in English only and say so.
 */
export type EventTranslation = {
  title: string;
  description: string;
  landing: TemplateTexts;
  page: TemplateTexts;
};

export const TRANSLATED_EVENT_ID = 25;

export const GERMAN_WEEK_TRANSLATIONS: Record<Exclude<Locale, 'en'>, EventTranslation> = {
  de: {
    title: 'Speed-Hiring-Woche Deutsch',
    description:
      'Eine Woche mit Schnellinterviews bei Unternehmen, die Deutschsprachige in Deutschland, Österreich, der Schweiz und für Remote-Stellen suchen.',
    landing: {
      subtitle:
        'Eine Woche mit Schnellinterviews bei Unternehmen, die Deutschsprachige in Deutschland, Österreich, der Schweiz und für Remote-Stellen einstellen.',
      registerTitle: 'Melden Sie sich zur Speed-Hiring-Woche Deutsch an',
      registerText:
        'Ein kostenloses Konto, und Sie sind dabei: Buchen Sie Interviews, sobald die Unternehmen ihre Termine veröffentlichen.',
      faq: [
        {
          question: 'Welches Deutschniveau erwarten die Arbeitgeber?',
          answer:
            'Die meisten Stellen verlangen B2 oder höher, Stellen mit Kundenkontakt oft C1. Jede Stelle nennt die verlangten Sprachen und Niveaus.',
        },
        {
          question: 'Muss ich in Deutschland leben?',
          answer:
            'Nein. Einige Stellen sind in Berlin, München, Wien oder Zürich, andere in mehrsprachigen Zentren im Ausland oder vollständig remote.',
        },
        {
          question: 'Wie schnell bekomme ich eine Antwort?',
          answer:
            'Die teilnehmenden Unternehmen verpflichten sich, allen, mit denen sie ein Interview führen, innerhalb einer Woche nach der Veranstaltung zu antworten.',
        },
      ],
      labels: {
        register: 'Anmelden',
        facts: 'Wann und für wen',
        countdown: 'Die Veranstaltung beginnt in',
        companies: 'Teilnehmende Unternehmen',
        faq: 'Fragen und Antworten',
      },
    },
    page: {
      subtitle: 'Sie sind angemeldet. Buchen Sie Ihr Interview bei einem Unternehmen, das Deutschsprachige einstellt.',
      labels: {
        schedule: 'Zeitplan',
        companies: 'Teilnehmende Unternehmen',
        jobs: 'Stellen für die Sprachen der Veranstaltung',
      },
    },
  },
  es: {
    title: 'Semana de contratación exprés en alemán',
    description:
      'Una semana de entrevistas rápidas con empresas que buscan germanohablantes en Alemania, Austria, Suiza y en puestos en remoto.',
    landing: {
      subtitle:
        'Una semana de entrevistas rápidas con empresas que contratan germanohablantes en Alemania, Austria, Suiza y en puestos en remoto.',
      registerTitle: 'Inscríbete en la Semana de contratación exprés en alemán',
      registerText:
        'Una cuenta gratuita y ya participas: reserva entrevistas en cuanto las empresas publiquen sus horarios.',
      faq: [
        {
          question: '¿Qué nivel de alemán esperan las empresas?',
          answer:
            'La mayoría de los puestos piden un B2 o superior; los de atención al cliente, a menudo un C1. Cada oferta indica los idiomas y niveles que requiere.',
        },
        {
          question: '¿Tengo que vivir en Alemania?',
          answer:
            'No. Algunos puestos están en Berlín, Múnich, Viena o Zúrich; otros, en centros multilingües en el extranjero o son totalmente en remoto.',
        },
        {
          question: '¿Cuándo recibiré respuesta?',
          answer:
            'Las empresas participantes se comprometen a responder a todas las personas que entrevisten en el plazo de una semana tras el evento.',
        },
      ],
      labels: {
        register: 'Inscribirme',
        facts: 'Cuándo y para quién',
        countdown: 'El evento empieza en',
        companies: 'Empresas participantes',
        faq: 'Preguntas y respuestas',
      },
    },
    page: {
      subtitle: 'Ya te has inscrito. Reserva tu entrevista con una empresa que contrata germanohablantes.',
      labels: {
        schedule: 'Calendario',
        companies: 'Empresas participantes',
        jobs: 'Ofertas para los idiomas del evento',
      },
    },
  },
  fr: {
    title: 'Semaine de recrutement express en allemand',
    description:
      "Une semaine d'entretiens express avec des entreprises qui recherchent des germanophones en Allemagne, en Autriche, en Suisse et en télétravail.",
    landing: {
      subtitle:
        "Une semaine d'entretiens express avec des entreprises qui recrutent des germanophones en Allemagne, en Autriche, en Suisse et en télétravail.",
      registerTitle: 'Inscrivez-vous à la Semaine de recrutement express en allemand',
      registerText:
        'Un compte gratuit et vous y êtes : réservez des entretiens dès que les entreprises publient leurs créneaux.',
      faq: [
        {
          question: "Quel niveau d'allemand les employeurs attendent-ils ?",
          answer:
            'La plupart des postes demandent un niveau B2 ou plus, ceux en contact avec la clientèle souvent C1. Chaque offre indique les langues et les niveaux requis.',
        },
        {
          question: 'Dois-je vivre en Allemagne ?',
          answer:
            "Non. Certains postes sont à Berlin, Munich, Vienne ou Zurich, d'autres dans des centres multilingues à l'étranger ou entièrement en télétravail.",
        },
        {
          question: 'Quand aurai-je une réponse ?',
          answer:
            "Les entreprises participantes s'engagent à répondre à chaque personne reçue en entretien dans la semaine qui suit l'événement.",
        },
      ],
      labels: {
        register: "M'inscrire",
        facts: 'Quand et pour qui',
        countdown: "L'événement commence dans",
        companies: 'Entreprises participantes',
        faq: 'Questions et réponses',
      },
    },
    page: {
      subtitle: 'Vous êtes inscrit(e). Réservez votre entretien avec une entreprise qui recrute des germanophones.',
      labels: {
        schedule: 'Programme',
        companies: 'Entreprises participantes',
        jobs: "Offres pour les langues de l'événement",
      },
    },
  },
  it: {
    title: 'Settimana di selezione lampo in tedesco',
    description:
      'Una settimana di colloqui rapidi con aziende che cercano persone di lingua tedesca in Germania, Austria, Svizzera e per ruoli da remoto.',
    landing: {
      subtitle:
        'Una settimana di colloqui rapidi con aziende che assumono persone di lingua tedesca in Germania, Austria, Svizzera e per ruoli da remoto.',
      registerTitle: 'Iscriviti alla Settimana di selezione lampo in tedesco',
      registerText: 'Un account gratuito e partecipi: prenota i colloqui appena le aziende pubblicano i loro orari.',
      faq: [
        {
          question: 'Quale livello di tedesco si aspettano i datori di lavoro?',
          answer:
            'La maggior parte dei ruoli richiede un B2 o superiore, quelli a contatto con i clienti spesso un C1. Ogni offerta indica le lingue e i livelli richiesti.',
        },
        {
          question: 'Devo vivere in Germania?',
          answer:
            "No. Alcune posizioni sono a Berlino, Monaco, Vienna o Zurigo, altre in centri multilingue all'estero o completamente da remoto.",
        },
        {
          question: 'Quando riceverò una risposta?',
          answer:
            "Le aziende partecipanti si impegnano a rispondere a ogni persona che incontrano a colloquio entro una settimana dall'evento.",
        },
      ],
      labels: {
        register: 'Iscrivimi',
        facts: 'Quando e per chi',
        countdown: "L'evento inizia tra",
        companies: 'Aziende partecipanti',
        faq: 'Domande e risposte',
      },
    },
    page: {
      subtitle: "Sei iscritto/a. Prenota il tuo colloquio con un'azienda che assume persone di lingua tedesca.",
      labels: { schedule: 'Programma', companies: 'Aziende partecipanti', jobs: "Offerte per le lingue dell'evento" },
    },
  },
  pl: {
    title: 'Tydzień szybkiej rekrutacji z językiem niemieckim',
    description:
      'Tydzień szybkich rozmów kwalifikacyjnych z firmami, które szukają osób mówiących po niemiecku w Niemczech, Austrii, Szwajcarii i do pracy zdalnej.',
    landing: {
      subtitle:
        'Tydzień szybkich rozmów kwalifikacyjnych z firmami, które zatrudniają osoby mówiące po niemiecku w Niemczech, Austrii, Szwajcarii i zdalnie.',
      registerTitle: 'Zarejestruj się na Tydzień szybkiej rekrutacji z językiem niemieckim',
      registerText:
        'Jedno bezpłatne konto i już bierzesz udział: rezerwuj rozmowy, gdy tylko firmy opublikują swoje terminy.',
      faq: [
        {
          question: 'Jakiego poziomu niemieckiego oczekują pracodawcy?',
          answer:
            'Większość stanowisk wymaga poziomu B2 lub wyższego, a stanowiska z kontaktem z klientem często C1. Każda oferta podaje wymagane języki i poziomy.',
        },
        {
          question: 'Czy muszę mieszkać w Niemczech?',
          answer:
            'Nie. Część stanowisk jest w Berlinie, Monachium, Wiedniu lub Zurychu, inne w wielojęzycznych centrach za granicą albo w pełni zdalnie.',
        },
        {
          question: 'Jak szybko dostanę odpowiedź?',
          answer:
            'Firmy biorące udział zobowiązują się odpowiedzieć każdej osobie, z którą przeprowadzą rozmowę, w ciągu tygodnia od wydarzenia.',
        },
      ],
      labels: {
        register: 'Zarejestruj się',
        facts: 'Kiedy i dla kogo',
        countdown: 'Wydarzenie zaczyna się za',
        companies: 'Firmy biorące udział',
        faq: 'Pytania i odpowiedzi',
      },
    },
    page: {
      subtitle: 'Jesteś zarejestrowany(-a). Zarezerwuj rozmowę z firmą, która zatrudnia osoby mówiące po niemiecku.',
      labels: { schedule: 'Harmonogram', companies: 'Firmy biorące udział', jobs: 'Oferty dla języków wydarzenia' },
    },
  },
};
