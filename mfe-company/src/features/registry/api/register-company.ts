import type { LoginResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

type RegisterCompanyInput = {
  company_name: string;
  nombre: string;
  apellidos: string | null;
  email: string;
  password: string;
  password_confirmation: string;
};

/** `POST /api/auth/register` with type 'company' (docs/contracts.md#auth): creates the account, answers like login. */
export async function registerCompany(input: RegisterCompanyInput): Promise<LoginResponse> {
  const response = await http.post<LoginResponse>(
    '/api/auth/register',
    { type: 'company', ...input },
    { notifyErrors: false },
  );
  return response.data;
}
