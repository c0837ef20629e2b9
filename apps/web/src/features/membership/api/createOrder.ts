import { useMutation } from '@tanstack/react-query';
import type { OrderReply } from '@sangam/shared/payments';
import { api } from '../../../api/client.ts';

/** POST /api/payments/orders: the server sets the amount; an open order of the member's is reused. */
export const createOrder = () => api.post<OrderReply>('/payments/orders', { plan: 'premium-yearly' });

export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
