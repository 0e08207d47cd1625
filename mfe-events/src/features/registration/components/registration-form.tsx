// The registration form is shared code of the area (src/components/registration/): the landings and the event entry
// page both show it, and a feature may not import another feature (scripts/check-boundaries.mjs). Import it from
// there; this file keeps the path the plan announced.
export { RegistrationForm, type RegistrationFormProps } from '../../../components/registration/registration-form';
