// The services and payments of the company contract (shared-kit/src/contracts/company-services.ts,
// docs/company-area.md#services-and-payments), as this area's screens name them. Types only: a front end never
// loads the schemas (docs/shared-kit-api.md).
export type {
  BalancesResponse,
  InvoiceParty,
  Payment,
  PaymentMethod,
  PaymentResponse,
  PaymentStatus,
  PurchaseRequest,
  PurchaseResponse,
  Service,
  ServiceKind,
  ServiceCatalogue as ServicesResponse,
  PaymentList as PaymentsPage,
} from 'shared-kit/contracts';
