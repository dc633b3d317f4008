import { apiRequest } from '@/lib/api-client';

export interface Admin {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export const adminApi = {
  login: (email: string, password: string) =>
    apiRequest<{ success: boolean; message: string; token: string; admin: Admin }>('POST', '/admin/login', {
      body: { email, password },
      token: null,
    }),
};
